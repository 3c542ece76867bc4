import { loginLink } from "~/config/navigation";
import { useNavLabels, useT } from "~/lib/i18n/translations";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitch } from "./language-switch";
import { MenuIcon, UserIcon } from "./icons";
import { Logo } from "./logo";
import { SideMenu } from "./side-menu";

/** Transparent at the top; the layout's script marks it `data-scrolled` from 10 px of scroll, when app.css blurs it. */
export function SiteHeader() {
  const t = useT();
  const signIn = useNavLabels()(loginLink);
  return (
    <header
      data-site-header=""
      className="fixed inset-x-0 top-0 z-50 bg-transparent transition-colors duration-200 data-[scrolled=true]:bg-ink/80 data-[scrolled=true]:shadow-lg data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20">
        <Logo />
        <div className="flex items-center gap-1">
          <DesktopNav />
          <LanguageSwitch />
          <a
            href={signIn.url}
            aria-label={signIn.title}
            className="inline-flex size-11 items-center justify-center rounded-md text-ivory hover:bg-white/10"
          >
            <UserIcon className="size-6" />
          </a>
          <SideMenu />
          {/* Without script the side menu's button is hidden; this one leads to the footer, which links every page. */}
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
