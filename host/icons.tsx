/** Every icon the content names, for host pages (which ship no script, so size does not matter here). */
import type { IconNode } from 'lucide';
import { Award, Calendar, Check, Clock, Eye, Handshake, Headset, Heart, Layers, Mail, MapPin, Phone, ShieldCheck, Sparkles, Star, Target, Users, Wallet, Zap } from 'lucide';
import type { IconName } from '../widgets/content/types';
import { Glyph, audienceIcons, serviceIcons, stageIcons } from '../widgets/shared/icons';

export const icons = {
  ...serviceIcons, ...stageIcons, ...audienceIcons,
  target: Target, wallet: Wallet, headset: Headset,
  shield: ShieldCheck, users: Users, award: Award, handshake: Handshake, sparkles: Sparkles, zap: Zap, check: Check,
  phone: Phone, mail: Mail, 'map-pin': MapPin, clock: Clock, calendar: Calendar, star: Star, heart: Heart, eye: Eye,
  layers: Layers,
} satisfies Record<IconName, IconNode>;

/** An icon by its content name; 1.5 rem square unless a class sizes it. */
export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return <Glyph icon={icons[name]} className={className} />;
}
