import { Link, href } from "react-router";
import { site } from "~/config/site";

export function Logo() {
  return (
    <Link to={href("/")} className="flex items-center gap-3 rounded-md text-ivory" aria-label={`${site.name}, home`}>
      <img src="/img/brand/logo.svg" alt="" width={40} height={40} className="size-10" />
      <span className="font-serif text-lg leading-tight font-semibold tracking-wide sm:text-xl">{site.name}</span>
    </Link>
  );
}
