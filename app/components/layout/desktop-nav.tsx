import { NavigationMenu } from "radix-ui";
import { Link, NavLink as RouterNavLink } from "react-router";
import { type NavLink, calculatorLinks, primaryLinks, serviceLinks } from "~/config/navigation";
import { cn } from "~/lib/cn";
import { ChevronDown } from "./icons";

// The spec's menu timings: open after 200 ms of hover, skip that delay for 300 ms after closing.
// Radix closes a hovered-out menu after 150 ms, the spec's close delay.
const OPEN_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;

const itemClass =
  "inline-flex min-h-10 items-center gap-1 rounded-md px-3 text-[0.95rem] font-medium text-ivory/90 hover:bg-white/10 hover:text-ivory aria-[current=page]:text-brass-pale";

function Dropdown({ label, links }: { label: string; links: readonly NavLink[] }) {
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger className={cn(itemClass, "group")}>
        {label}
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-80 rounded-lg border border-parchment bg-ivory p-2 shadow-xl">
        <ul>
          {links.map((link) => (
            <li key={link.url}>
              <NavigationMenu.Link asChild>
                <Link to={link.url} className="block rounded-md px-3 py-2.5 text-ink hover:bg-parchment focus-visible:bg-parchment">
                  {link.title}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

function TopLink({ link }: { link: NavLink }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild>
        <RouterNavLink to={link.url} end className={itemClass}>
          {link.title}
        </RouterNavLink>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

export function DesktopNav() {
  return (
    <NavigationMenu.Root
      delayDuration={OPEN_DELAY_MS}
      skipDelayDuration={SKIP_DELAY_MS}
      aria-label="Main"
      className="relative hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <TopLink link={primaryLinks.home} />
        <TopLink link={primaryLinks.team} />
        <Dropdown label="Services" links={serviceLinks} />
        <Dropdown label="Court Fee Calculator" links={calculatorLinks} />
        <TopLink link={primaryLinks.contact} />
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
