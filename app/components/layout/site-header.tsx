import { Link } from "react-router";
import { loginLink } from "~/config/navigation";
import { cn } from "~/lib/cn";
import { useNavLabels, useT } from "~/lib/i18n/translations";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitch } from "./language-switch";
import { MenuIcon, UserIcon } from "./icons";
import { Logo } from "./logo";
import { SideMenu } from "./side-menu";

// The spec: transparent at the top, blurred background once scrolled this far.
const BLUR_THRESHOLD_PX = 10;

export function SiteHeader() {
  const scrolled = useScrolledPast(BLUR_THRESHOLD_PX);
  const t = useT();
  const signIn = useNavLabels()(loginLink);
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-colors duration-200",
        scrolled ? "bg-ink/80 shadow-lg backdrop-blur-md" : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20">
        <Logo />
        <div className="flex items-center gap-1">
          <DesktopNav />
          <LanguageSwitch />
          <Link
            to={signIn.url}
            aria-label={signIn.title}
            className="inline-flex size-11 items-center justify-center rounded-md text-ivory hover:bg-white/10"
          >
            <UserIcon className="size-6" />
          </Link>
          <SideMenu />
          {/* The side menu opens by script; without it the same button leads to the footer, which links every page. */}
          <noscript>
            <a
              href="#site-footer"
              aria-label={t("layout.menu.allPages")}
              className="inline-flex size-11 items-center justify-center rounded-md text-ivory hover:bg-white/10"
            >
              <MenuIcon className="size-6" />
            </a>
          </noscript>
        </div>
      </div>
    </header>
  );
}
