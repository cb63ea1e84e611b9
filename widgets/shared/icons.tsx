/**
 * Icons the content names. Widgets import only the set they draw (services,
 * stages, audiences), so an embed ships a handful of icons, not all of them.
 */
import type { LucideIcon } from 'lucide-react';
import { Brain, Building2, Cloud, Code2, Cpu, Gamepad2, Globe, Landmark, LifeBuoy, Lightbulb, Palette, PenTool, Rocket, Search, Smartphone } from 'lucide-react';
import type { AudienceIcon, ServiceIcon, StageIcon } from '../content/types';

export const serviceIcons = {
  globe: Globe, smartphone: Smartphone, palette: Palette, gamepad: Gamepad2, cpu: Cpu, brain: Brain, cloud: Cloud,
} satisfies Record<ServiceIcon, LucideIcon>;

export const stageIcons = {
  search: Search, pen: PenTool, code: Code2, rocket: Rocket, 'life-buoy': LifeBuoy,
} satisfies Record<StageIcon, LucideIcon>;

export const audienceIcons = { lightbulb: Lightbulb, building: Building2, landmark: Landmark } satisfies Record<AudienceIcon, LucideIcon>;

/** A decorative icon; the text beside it carries the meaning. */
export function Glyph({ drawing: Drawing, className = 'h-6 w-6' }: { drawing: LucideIcon; className?: string }) {
  return <Drawing className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
