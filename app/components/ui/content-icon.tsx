// The lucide icon of each IconKey used by the editorial content (app/content/tokens.ts).
import {
  Amphora, Award, Baby, BookOpen, Building, Bus, Car, Crown, Droplets, Flag, Footprints, HeartPulse, Hospital,
  Landmark, Lightbulb, Map, Megaphone, MessageSquare, Palette, Scissors, Scroll, Shield, Store, Target,
  TrainFront, TramFront, Users, Waves, type IconComponent,
} from "~/components/ui/icons";
import type { IconKey } from "~/content/tokens";

const icons: Record<IconKey, IconComponent> = {
  amphora: Amphora,
  award: Award,
  baby: Baby,
  "book-open": BookOpen,
  building: Building,
  bus: Bus,
  car: Car,
  crown: Crown,
  droplets: Droplets,
  flag: Flag,
  footprints: Footprints,
  "heart-pulse": HeartPulse,
  hospital: Hospital,
  landmark: Landmark,
  lightbulb: Lightbulb,
  map: Map,
  megaphone: Megaphone,
  "message-square": MessageSquare,
  palette: Palette,
  scissors: Scissors,
  scroll: Scroll,
  shield: Shield,
  store: Store,
  target: Target,
  "train-front": TrainFront,
  "tram-front": TramFront,
  users: Users,
  waves: Waves,
};

/** A decorative content icon (hidden from assistive technologies). */
export function ContentIcon({ icon, className = "h-6 w-6" }: { icon: IconKey; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
