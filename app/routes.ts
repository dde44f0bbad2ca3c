// The URL table: French paths → English module names. Every route of the spec is here.
import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // Public site
  index("routes/public/home.tsx"),
  route("histoire", "routes/public/history.tsx"),
  route("equipe", "routes/public/team.tsx"),
  route("quartiers", "routes/public/neighbourhoods.tsx"),
  route("galerie", "routes/public/gallery.tsx"),
  route("blog", "routes/public/blog.tsx"),
  route("blog/rss.xml", "routes/resources/blog-rss.ts"),
  route("blog/:slug", "routes/public/blog-article.tsx"),
  route("rencontres", "routes/public/events.tsx"),
  // The feed is a static segment of its own ("rencontres.ics"), never read as a slug.
  route("rencontres.ics", "routes/resources/events-ics.ts"),
  route("rencontres/:slug", "routes/public/event.tsx"),
  route("rencontres/:slug/agenda.ics", "routes/resources/event-ics.ts"),
  route("rencontres/annulation/:token", "routes/public/event-cancel.tsx"),
  route("propositions-lyon", "routes/public/proposals.tsx"),
  route("propositions-lyon/:slug", "routes/public/proposal.tsx"),
  route("prises-positions", "routes/public/positions.tsx"),
  route("temoignages", "routes/public/testimonials.tsx"),
  route("mentions-legales", "routes/public/legal-notice.tsx"),
  route("politique-confidentialite", "routes/public/privacy.tsx"),
  route("cookies", "routes/public/cookies.tsx"),
  route("hors-ligne", "routes/public/offline.tsx"),
  route("recherche", "routes/public/search.tsx"),
  route("contact", "routes/public/contact.tsx"),
  route("newsletter", "routes/public/newsletter.tsx"),
  route("newsletter/confirmation", "routes/public/newsletter-confirm.tsx"),
  route("newsletter/desinscription", "routes/public/newsletter-unsubscribe.tsx"),

  // Participation
  route("remontee-idees", "routes/participate/ideas.tsx"),
  route("remontee-idees/suivi/:token", "routes/participate/idea-status.tsx"),
  route("depot-photos", "routes/participate/photo-deposit.tsx"),
  // One module, two pages (spec 02 §2): /adhesion is the form alone, /adhesion-structured the three steps.
  route("adhesion", "routes/participate/membership.tsx", { id: "routes/participate/membership" }),
  route("adhesion-structured", "routes/participate/membership.tsx", { id: "routes/participate/membership-structured" }),

  // Member space. /espace is open (sign-in tabs when signed out, the profile when signed in);
  // the layout's middleware guards every page under it (ADR 0008). The pages behind emailed
  // links are open: the link is the proof.
  route("espace", "routes/member/space.tsx"),
  route("espace/connexion", "routes/member/sign-in.tsx"),
  route("espace/deconnexion", "routes/member/sign-out.tsx"),
  route("espace/confirmation", "routes/member/confirm-email.tsx"),
  route("espace/nouveau-mot-de-passe", "routes/member/reset-password.tsx"),
  layout("routes/member/layout.tsx", [
    route("espace/modifier", "routes/member/edit.tsx"),
    route("espace/contributions", "routes/member/contributions.tsx"),
    route("espace/contributions/idees/:id", "routes/member/idea.tsx"),
    route("espace/securite", "routes/member/security.tsx"),
    route("espace/donnees", "routes/member/data.tsx"),
    route("espace/donnees/export", "routes/member/data-export.ts"),
    route("espace/verification", "routes/member/verification.ts"),
  ]),
  route("user-space", "routes/member/user-space-redirect.tsx"),

  // Back-office: the layout's middleware guards every loader and action of the subtree; each
  // section adds the permission it needs (the content layout reads it from the section's kind).
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/utilisateurs", "routes/admin/users.tsx"),
    route("admin/journal", "routes/admin/journal.tsx"),
    route("admin/audience", "routes/admin/audience.tsx"),
    route("admin/emails", "routes/admin/emails.tsx"),
    route("admin/photos", "routes/admin/photos.tsx"),
    route("admin/association", "routes/admin/association.tsx"),
    route("admin/exemples", "routes/admin/samples.tsx"),
    route("admin/mise-en-ligne/e-mail", "routes/admin/email-check.tsx"),
    route("admin/adhesions", "routes/admin/memberships.tsx"),
    route("admin/adhesions.csv", "routes/admin/memberships-csv.ts"),
    route("admin/adhesions/import", "routes/admin/memberships-import.tsx"),
    route("admin/adhesions/:id", "routes/admin/membership.tsx"),
    route("admin/adhesions/offre", "routes/admin/membership-offer.tsx"),
    route("admin/contenus/chiffres", "routes/admin/site-figures.tsx"),
    route("admin/contenus/equipe/textes", "routes/admin/team-texts.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/messages/:id", "routes/admin/message.tsx"),
    route("admin/rencontres/:id/inscriptions", "routes/admin/event-registrations.tsx"),
    route("admin/rencontres/:id/inscriptions.csv", "routes/admin/event-registrations-csv.ts"),
    route("admin/newsletter", "routes/admin/newsletter.tsx"),
    route("admin/newsletter/abonnes", "routes/admin/newsletter-subscribers.tsx"),
    route("admin/newsletter/abonnes.csv", "routes/admin/newsletter-subscribers-csv.ts"),
    route("admin/newsletter/nouvelle", "routes/admin/newsletter-issue.tsx", { id: "routes/admin/newsletter-new" }),
    route("admin/newsletter/:id", "routes/admin/newsletter-issue.tsx"),
    route("admin/idees", "routes/admin/ideas.tsx"),
    route("admin/idees.csv", "routes/admin/ideas-csv.ts"),
    route("admin/idees/:id", "routes/admin/idea.tsx"),
    // Blog, rencontres, propositions, prises de position: one editor for every content kind.
    layout("routes/admin/content-layout.tsx", [
      route("admin/:section", "routes/admin/content-list.tsx"),
      route("admin/:section/nouveau", "routes/admin/content-new.tsx"),
      route("admin/:section/:id", "routes/admin/content-edit.tsx"),
      route("admin/:section/:id/supprimer", "routes/admin/content-delete.tsx"),
    ]),
    // "Contenus du site": the board, testimonials and campaigns through the same editor (each
    // kind answers only under its own path), the figures and the board page's texts.
    route("admin/contenus", "routes/admin/site-content.tsx"),
    layout("routes/admin/content-layout.tsx", { id: "routes/admin/site-content-layout" }, [
      route("admin/contenus/:section", "routes/admin/content-list.tsx", { id: "routes/admin/site-content-list" }),
      route("admin/contenus/:section/nouveau", "routes/admin/content-new.tsx", { id: "routes/admin/site-content-new" }),
      route("admin/contenus/:section/:id", "routes/admin/content-edit.tsx", { id: "routes/admin/site-content-edit" }),
      route("admin/contenus/:section/:id/supprimer", "routes/admin/content-delete.tsx", { id: "routes/admin/site-content-delete" }),
    ]),
  ]),

  // Resources
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("manifest.webmanifest", "routes/resources/manifest.ts"),
  route("preferences/theme", "routes/resources/theme.ts"),
  route("recherche/apercu", "routes/resources/search-fragment.tsx"),
  route("api/evenements", "routes/resources/analytics-events.ts"),
  route("api/hors-ligne", "routes/resources/offline-pages.ts"),
  route("medias/*", "routes/resources/media.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
