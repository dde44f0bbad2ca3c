// The UNESCO world-heritage block of /quartiers (five items).
import { Award } from "~/components/ui/icons";
import { unescoBlock } from "~/content/neighbourhoods";

export function UnescoBlock() {
  return (
    <section aria-labelledby="unesco-titre" className="mt-16 rounded-2xl bg-ochre-100 px-6 py-10 sm:px-10 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        <Award aria-hidden="true" className="h-8 w-8 text-ochre-700 dark:text-ochre-400" />
        <h2 id="unesco-titre" className="font-serif text-3xl font-bold text-brand-800 dark:text-brand-100">
          {unescoBlock.title}
        </h2>
      </div>
      <p className="mt-3 max-w-3xl text-slate-800 dark:text-slate-300">{unescoBlock.intro}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {unescoBlock.items.map((item) => (
          <li key={item.id} className="rounded-2xl bg-white p-5 shadow-sm dark:bg-slate-800">
            <h3 className="font-serif text-lg font-semibold text-brand-800 dark:text-brand-100">{item.title}</h3>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
