import { useEffect, useRef } from 'react';
import { Play, X } from 'lucide';
import { Glyph } from '../shared/icons';
import type { SuccessStory } from '../content/types';
import { widgetCopy } from '../content/widget-copy';
import { imageUrl, pageUrl } from '../shared/links';

export interface SuccessStoriesProps {
  stories: SuccessStory[];
  open: boolean;
  onClose?: () => void;
}

/**
 * The 'Client Success Stories' dialog. A native modal <dialog>: focus moves
 * in, stays in, Escape closes it and focus returns to where it was.
 * No screen opens it, as the specification says.
 */
export function SuccessStories({ stories, open, onClose }: SuccessStoriesProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      part="dialog"
      aria-labelledby="stories-title"
      onClose={onClose}
      // The container its columns ask on a partner's page (build/styles.ts): the dialog's width, not where the element is.
      className="w-[min(960px,calc(100vw-2rem))] rounded-card border-0 bg-surface p-0 text-ink shadow-2xl backdrop:bg-slate-900/60 [container-type:inline-size]"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
        <h2 id="stories-title" className="text-xl font-semibold">{widgetCopy.stories.title}</h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label={widgetCopy.stories.close}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-slate-100"
        >
          <Glyph icon={X} className="h-5 w-5" />
        </button>
      </div>
      <ul className="grid gap-6 p-6 md:grid-cols-3">
        {stories.map((story) => (
          <li key={story.title}>
            <figure>
              {story.video ? (
                <video controls preload="none" poster={imageUrl(`stories/${story.poster}`)} className="aspect-video w-full rounded-xl bg-slate-900">
                  <source src={pageUrl(`/videos/${story.video}`)} />
                </video>
              ) : (
                <div className="relative">
                  <img src={imageUrl(`stories/${story.poster}`)} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full rounded-xl object-cover" />
                  <span className="absolute inset-x-0 bottom-2 mx-auto flex w-max items-center gap-1.5 rounded-full bg-slate-900/80 px-3 py-1 text-xs text-white">
                    <Glyph icon={Play} className="h-3 w-3" />
                    {widgetCopy.stories.noVideo}
                  </span>
                </div>
              )}
              <figcaption className="mt-3">
                <span className="block text-xs font-semibold uppercase text-brand">{story.client}</span>
                <span className="mt-1 block font-semibold">{story.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{story.summary}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
