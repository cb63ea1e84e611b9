/**
 * Icons, drawn from lucide's icon data. Widgets import only the set they draw
 * (services, stages, audiences), so an embed ships a handful of icons, not all of them.
 */
import { createElement } from 'react';
import type { IconNode } from 'lucide';
import { Brain, Building2, Cloud, Code2, Cpu, Gamepad2, Globe, Landmark, LifeBuoy, Lightbulb, Palette, PenTool, Rocket, Search, Smartphone } from 'lucide';
import type { AudienceIcon, ServiceIcon, StageIcon } from '../content/types';

export const serviceIcons = {
  globe: Globe, smartphone: Smartphone, palette: Palette, gamepad: Gamepad2, cpu: Cpu, brain: Brain, cloud: Cloud,
} satisfies Record<ServiceIcon, IconNode>;

export const stageIcons = {
  search: Search, pen: PenTool, code: Code2, rocket: Rocket, 'life-buoy': LifeBuoy,
} satisfies Record<StageIcon, IconNode>;

export const audienceIcons = { lightbulb: Lightbulb, building: Building2, landmark: Landmark } satisfies Record<AudienceIcon, IconNode>;

// lucide's look, rounded ends and joins: as classes, since React and preact spell these attributes differently.
const STROKE = '[stroke-width:1.75] [stroke-linecap:round] [stroke-linejoin:round]';

/**
 * A decorative icon, an outline in the text colour, sized by `className`; the text beside it carries the meaning.
 * Colour it from a wrapper, not its own class: in forced colours an icon keeps a colour of its own.
 */
export function Glyph({ icon, className }: { icon: IconNode; className: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" className={`${STROKE} ${className}`} aria-hidden="true">
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
