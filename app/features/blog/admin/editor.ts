// The blog's kind in the back-office's content editor: the article form (the spec's field names),
// its schema, texts and public page.
import { z } from "zod";
import { BLOG_CATEGORIES, BLOG_NEIGHBORHOODS } from "~/db/schema/enums";
import { ALT_REQUIRED, CONTENT_LIMITS, type ContentKind, MARKDOWN_HINT, SLUG_HINT, TITLE_TOO_LONG, altGiven, checkbox, editorFields, imageFields, markdownField, options, requiredText, slugField } from "~/features/admin/content/kit";
import { multiline } from "~/lib/form-fields";

export const blogSchema = z
  .object({
    ...editorFields,
    title: requiredText("Le titre est obligatoire.", CONTENT_LIMITS.title, TITLE_TOO_LONG),
    slug: slugField,
    excerpt: multiline(requiredText("Le résumé est obligatoire.", CONTENT_LIMITS.excerpt, `Le résumé doit contenir au plus ${CONTENT_LIMITS.excerpt} caractères.`)),
    content: markdownField("Le contenu est obligatoire."),
    category: z.enum(BLOG_CATEGORIES, { error: "Choisissez une catégorie dans la liste." }).default("Urbanisme"),
    neighborhood: z.enum(BLOG_NEIGHBORHOODS, { error: "Choisissez un quartier dans la liste." }).optional(),
    ...imageFields,
    published: checkbox,
  })
  .refine(altGiven, ALT_REQUIRED);

export const blogKind: ContentKind = {
  section: "blog",
  permission: "blog:write",
  publicPath: (slug) => `/blog/${slug}`,
  journalEntity: "blog_post",
  title: "Gestion du blog",
  theOne: "l’article",
  newLabel: "Nouvel article",
  editTitle: "Modifier l’article",
  empty: { title: "Aucun article trouvé", hint: "Commencez par créer votre premier article" },
  toasts: {
    created: { title: "Article créé", description: "L’article a été créé avec succès" },
    updated: { title: "Article modifié", description: "L’article a été modifié avec succès" },
    deleted: { title: "Article supprimé", description: "L’article a été supprimé." },
    failure: { title: "Erreur", description: "Impossible de sauvegarder l’article" },
  },
  hasDrafts: true,
  titleField: "title",
  schema: blogSchema,
  fields: [
    { name: "title", label: "Titre", kind: "text", required: true, wide: true },
    { name: "slug", label: "Adresse (slug)", kind: "slug", hint: SLUG_HINT, wide: true },
    { name: "excerpt", label: "Résumé", kind: "textarea", required: true, wide: true },
    { name: "content", label: "Contenu", kind: "markdown", required: true, hint: MARKDOWN_HINT, wide: true },
    { name: "category", label: "Catégorie", kind: "select", required: true, options: options(BLOG_CATEGORIES) },
    { name: "neighborhood", label: "Quartier", kind: "select", options: options(BLOG_NEIGHBORHOODS), emptyOption: "Aucun quartier" },
    { name: "image_file", label: "Téléverser une image", kind: "image", hint: "JPEG, PNG ou WebP, 10 Mo au plus. L’image est réenregistrée sans ses métadonnées (position GPS, appareil).", wide: true },
    { name: "image", label: "Ou adresse d’une image du site", kind: "url", placeholder: "/images/…", hint: "Par exemple /images/gallery/… ; laissez vide pour ne pas mettre d’image.", wide: true },
    { name: "image_alt", label: "Description de l’image", kind: "text", hint: "Ce que montre l’image, pour les personnes qui ne la voient pas.", wide: true },
    { name: "published", label: "Publié", kind: "checkbox" },
  ],
};
