import type { Project } from '../content/types';
import { imageUrl } from '../shared/links';

export interface FeaturedProjectsProps {
  projects: Project[];
}

/** Cards for the featured client projects. */
export function FeaturedProjects({ projects }: FeaturedProjectsProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3" part="list">
      {projects.map((project) => (
        <li key={project.title}>
          <article part="card" className="flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-surface shadow-sm">
            <img
              src={imageUrl(`projects/${project.image}`)}
              alt={project.imageAlt}
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] w-full bg-slate-100 object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <p className="text-xs font-semibold uppercase text-brand">{project.subtitle}</p>
              <h3 className="mt-1 text-xl font-semibold text-ink">{project.title}</h3>
              <p className="mt-3 flex-1 text-base leading-relaxed text-slate-600">{project.description}</p>
              <ul className="mt-5 flex flex-wrap gap-2" aria-label={`${project.title} technologies`}>
                {project.tags.map((tag) => (
                  <li key={tag} className="rounded-full border border-slate-200 px-2.5 py-1 text-xs text-slate-700">
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
