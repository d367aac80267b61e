import type { Stat } from "@core/content/coverage";

/** Figures in a navy band: the network behind every service. */
export function StatStrip({ title, stats }: { title: string; stats: readonly Stat[] }) {
  return (
    <section aria-label={title} className="bg-navy-900 text-white">
      <dl className="container-page grid grid-cols-2 gap-6 py-10 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col border-l-4 border-saffron-400 pl-4">
            <dt className="order-2 text-navy-200">{stat.label}</dt>
            <dd className="order-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
