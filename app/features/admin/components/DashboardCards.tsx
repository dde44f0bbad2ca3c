// The dashboard's figures (spec 02): blog, rencontres and propositions with their total,
// published and draft counts, adhésions and idées et problèmes as totals; then what waits for
// someone ("À traiter"), linked to its screen when it has one.
import {
  CalendarDays,
  Camera,
  HandHeart,
  Landmark,
  Lightbulb,
  Mail,
  Newspaper,
  MailAlert,
  type IconComponent,
} from "~/components/ui/icons";
import { Link } from "react-router";
import { formatCount } from "~/lib/format-number";
import type {
  ContentCardId,
  DashboardCard,
  PendingId,
  PendingItem,
  TotalCardId,
} from "../dashboard.server";

const CONTENT_CARDS: Record<
  ContentCardId,
  { title: string; href: string; published: string; icon: IconComponent }
> = {
  blog: {
    title: "Articles de blog",
    href: "/admin/blog",
    published: "Publiés",
    icon: Newspaper,
  },
  rencontres: {
    title: "Rencontres",
    href: "/admin/rencontres",
    published: "Publiées",
    icon: CalendarDays,
  },
  propositions: {
    title: "Propositions",
    href: "/admin/propositions",
    published: "Publiées",
    icon: Landmark,
  },
};

const TOTAL_CARDS: Record<TotalCardId, { title: string; icon: IconComponent }> = {
  adhesions: { title: "Adhésions", icon: HandHeart },
  idees: { title: "Idées et problèmes", icon: Lightbulb },
};

const PENDING: Record<
  PendingId,
  { label: string; hint: string; icon: IconComponent; alert?: boolean; href?: string }
> = {
  "new-ideas": {
    label: "Idées et problèmes à trier",
    hint: "Reçus et pas encore pris en charge.",
    icon: Lightbulb,
    href: "/admin/idees?statut=nouveau",
  },
  "pending-photos": {
    label: "Photos à modérer",
    hint: "Déposées par les membres, en attente de décision.",
    icon: Camera,
    href: "/admin/photos",
  },
  "unread-messages": {
    label: "Messages non lus",
    hint: "Envoyés par le formulaire de contact, pas encore ouverts.",
    icon: Mail,
    href: "/admin/messages?statut=nouveau",
  },
  "failed-messages": {
    label: "Messages non transmis par e-mail",
    hint: "L’envoi vers la boîte de l’association a échoué : renvoyez-les depuis la messagerie.",
    icon: MailAlert,
    alert: true,
    href: "/admin/messages?notification=echec",
  },
  "failed-emails": {
    label: "E-mails non distribués",
    hint: "Le serveur d’envoi les a refusés après plusieurs essais\u202f: vérifiez l’adresse, puis renvoyez-les.",
    icon: MailAlert,
    alert: true,
    href: "/admin/emails",
  },
};

const card =
  "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900";
const cardTitle =
  "flex items-center gap-2 text-base font-semibold text-slate-800 dark:text-slate-100";
const bigNumber =
  "mt-3 font-serif text-4xl font-bold text-brand-800 dark:text-brand-100";

export function DashboardCards({ cards }: { cards: DashboardCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((item) => (
        <li key={item.id}>
          {"counts" in item ? (
            <ContentCard id={item.id} counts={item.counts} />
          ) : (
            <TotalCard id={item.id} total={item.total} />
          )}
        </li>
      ))}
    </ul>
  );
}

function ContentCard({
  id,
  counts,
}: {
  id: ContentCardId;
  counts: { total: number; published: number; drafts: number };
}) {
  const { title, href, published, icon: Icon } = CONTENT_CARDS[id];
  return (
    <article aria-labelledby={`carte-${id}`} className={card}>
      <h3 id={`carte-${id}`} className={cardTitle}>
        <Icon
          aria-hidden="true"
          className="h-5 w-5 shrink-0 text-ochre-700 dark:text-ochre-400"
        />
        <Link to={href} className="underline-offset-2 hover:underline">
          {title}
        </Link>
      </h3>
      <p className={bigNumber}>
        {formatCount(counts.total)}{" "}
        <span className="font-sans text-base font-medium text-slate-600 dark:text-slate-300">
          au total
        </span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-emerald-50 px-3 py-2 dark:bg-emerald-950">
          <dt className="text-emerald-900 dark:text-emerald-100">
            {published}
          </dt>
          <dd className="text-lg font-semibold text-emerald-950 dark:text-emerald-50">
            {formatCount(counts.published)}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800">
          <dt className="text-slate-700 dark:text-slate-200">Brouillons</dt>
          <dd className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            {formatCount(counts.drafts)}
          </dd>
        </div>
      </dl>
    </article>
  );
}

function TotalCard({ id, total }: { id: TotalCardId; total: number }) {
  const { title, icon: Icon } = TOTAL_CARDS[id];
  return (
    <article aria-labelledby={`carte-${id}`} className={card}>
      <h3 id={`carte-${id}`} className={cardTitle}>
        <Icon
          aria-hidden="true"
          className="h-5 w-5 shrink-0 text-ochre-700 dark:text-ochre-400"
        />
        {title}
      </h3>
      <p className={bigNumber}>
        {formatCount(total)}{" "}
        <span className="font-sans text-base font-medium text-slate-600 dark:text-slate-300">
          au total
        </span>
      </p>
    </article>
  );
}

export function DashboardPending({ items }: { items: PendingItem[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
      {items.map((item) => {
        const { label, hint, icon: Icon, alert, href } = PENDING[item.id];
        return (
          <li key={item.id} className="flex items-center gap-4 p-4">
            <Icon
              aria-hidden="true"
              className={`h-5 w-5 shrink-0 ${alert ? "text-red-700 dark:text-red-300" : "text-brand-700 dark:text-brand-200"}`}
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900 dark:text-slate-100">
                {href ? (
                  <Link to={href} className="underline-offset-2 hover:underline">
                    {label}
                  </Link>
                ) : (
                  label
                )}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {hint}
              </p>
            </div>
            <p
              className={`min-w-10 rounded-full px-3 py-1 text-center text-lg font-bold ${
                alert
                  ? "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100"
                  : item.count > 0
                    ? "bg-ochre-100 text-ochre-700 dark:bg-slate-800 dark:text-ochre-400"
                    : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              }`}
            >
              {formatCount(item.count)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
