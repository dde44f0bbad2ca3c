// The site's icons: lucide's drawings (ISC licence) gathered in one SVG sprite, `icons.svg`,
// which `npm run icons:sprite` writes from the list below (scripts/icon-sprite.mjs; a unit test
// fails when the two differ). An icon in a page is a few bytes, `<svg class="icon"><use
// href="/assets/icons-….svg#search"/></svg>`, instead of its paths repeated in every document:
// the sprite is a hashed asset, downloaded once, cached for good and kept by the service worker
// with the pages that use it. Size and colour come from CSS (`.icon` in app.css: 1.5 rem, the
// text's colour, lucide's stroke), Tailwind's size classes override them as before.
//
// An icon is decorative (aria-hidden) unless it is given an accessible name (`aria-label`).
import type { ReactElement, SVGProps } from "react";
import sprite from "./icons.svg?no-inline";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type IconComponent = (props: IconProps) => ReactElement;

function icon(id: string): IconComponent {
  const href = `${sprite}#${id}`;
  return function Icon({ className, ...props }: IconProps) {
    const named = props["aria-label"] !== undefined;
    return (
      <svg aria-hidden={named ? undefined : true} role={named ? "img" : undefined} {...props} className={className ? `icon ${className}` : "icon"}>
        <use href={href} />
      </svg>
    );
  };
}

export const Amphora = icon("amphora");
export const ArrowDown = icon("arrow-down");
export const ArrowLeft = icon("arrow-left");
export const ArrowRight = icon("arrow-right");
export const ArrowUp = icon("arrow-up");
export const Award = icon("award");
export const Baby = icon("baby");
export const BarChart3 = icon("chart-column");
export const BookOpen = icon("book-open");
export const Building = icon("building");
export const Building2 = icon("building-complex");
export const Bus = icon("bus");
export const CalendarCheck = icon("calendar-check");
export const CalendarClock = icon("calendar-clock");
export const CalendarDays = icon("calendar-days");
export const CalendarPlus = icon("calendar-plus");
export const CalendarX2 = icon("calendar-x-2");
export const Camera = icon("camera");
export const Car = icon("car");
export const Check = icon("check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleDot = icon("circle-dot");
export const Clock = icon("clock");
export const CreditCard = icon("credit-card");
export const Crown = icon("crown");
export const Download = icon("download");
export const Droplets = icon("droplets");
export const ExternalLink = icon("external-link");
export const Flag = icon("flag");
export const Footprints = icon("footprints");
export const HandHeart = icon("hand-heart");
export const Heart = icon("heart");
export const HeartPulse = icon("heart-pulse");
export const Hospital = icon("hospital");
export const Info = icon("info");
export const Landmark = icon("landmark");
export const Layers = icon("layers");
export const Lightbulb = icon("lightbulb");
export const Link2 = icon("link-2");
export const LocateFixed = icon("locate-fixed");
export const Lock = icon("lock");
export const Mail = icon("mail");
export const MailAlert = icon("mail-exclamation-point");
export const Map = icon("map");
export const MapPin = icon("map-pin");
export const MapPinned = icon("map-pinned");
export const Megaphone = icon("megaphone");
export const Menu = icon("menu");
export const MessageSquare = icon("message-square");
export const Newspaper = icon("newspaper");
export const Palette = icon("palette");
export const Pause = icon("pause");
export const Phone = icon("phone");
export const Play = icon("play");
export const Plus = icon("plus");
export const Printer = icon("printer");
export const Quote = icon("quote");
export const Rocket = icon("rocket");
export const Rss = icon("rss");
export const Scissors = icon("scissors");
export const Scroll = icon("scroll");
export const Search = icon("search");
export const Send = icon("send");
export const Share2 = icon("share-2");
export const Shield = icon("shield");
export const ShieldCheck = icon("shield-check");
export const Sparkles = icon("sparkles");
export const Star = icon("star");
export const Store = icon("store");
export const Sun = icon("sun");
export const Target = icon("target");
export const TrainFront = icon("train-front");
export const TramFront = icon("tram-front");
export const TriangleAlert = icon("triangle-exclamation-point");
export const Upload = icon("upload");
export const UserCog = icon("user-cog");
export const Users = icon("users");
export const Waves = icon("waves-horizontal");
export const WifiOff = icon("wifi-off");
export const X = icon("x");
export const XCircle = icon("circle-x");
