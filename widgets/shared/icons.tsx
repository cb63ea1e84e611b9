import {
  Award, Brain, Building2, Calendar, Check, Clock, Cloud, Code2, Cpu, Eye, Gamepad2, Globe, Handshake, Headset,
  Heart, Landmark, Layers, LifeBuoy, Lightbulb, Mail, MapPin, Palette, PenTool, Phone, Rocket, Search, ShieldCheck,
  Smartphone, Sparkles, Star, Target, Users, Wallet, Zap,
} from 'lucide-react';
import type { IconName } from '../content/types';

const icons = {
  globe: Globe, smartphone: Smartphone, palette: Palette, gamepad: Gamepad2, cpu: Cpu, brain: Brain, cloud: Cloud,
  search: Search, pen: PenTool, code: Code2, rocket: Rocket, 'life-buoy': LifeBuoy,
  lightbulb: Lightbulb, building: Building2, landmark: Landmark,
  target: Target, wallet: Wallet, headset: Headset,
  shield: ShieldCheck, users: Users, award: Award, handshake: Handshake, sparkles: Sparkles, zap: Zap, check: Check,
  phone: Phone, mail: Mail, 'map-pin': MapPin, clock: Clock, calendar: Calendar, star: Star, heart: Heart, eye: Eye,
  layers: Layers,
} satisfies Record<IconName, unknown>;

/** A decorative icon from the content's vocabulary; the text beside it carries the meaning. */
export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  const Drawing = icons[name];
  return <Drawing className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
