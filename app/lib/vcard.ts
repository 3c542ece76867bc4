import { site } from "~/config/site";

type VCardPerson = { name: string; designation: string; email: string; linkedin?: string };

/** vCard 3.0 escaping: backslash, comma and semicolon are escaped, newlines become \n. */
function escape(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/\n/g, "\\n")
    .replace(/([,;])/g, "\\$1");
}

/** A contact card (RFC 2426) for one member, with the firm's office address and telephone. */
export function vCard(person: VCardPerson): string {
  const parts = person.name.trim().split(/\s+/);
  const family = parts.length > 1 ? (parts.pop() ?? "") : "";
  const given = parts.join(" ");
  const { office } = site;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${escape(family)};${escape(given)};;;`,
    `FN:${escape(person.name)}`,
    `ORG:${escape(site.name)}`,
    `TITLE:${escape(person.designation)}`,
    `EMAIL;TYPE=INTERNET,WORK:${person.email}`,
    `TEL;TYPE=WORK,VOICE:${site.phones.telephone.tel}`,
    `ADR;TYPE=WORK:;;${escape(office.street)};${escape(office.locality)};${escape(office.regionName)};${office.postalCode};India`,
    ...(person.linkedin ? [`URL:${person.linkedin}`] : []),
    "END:VCARD",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export function vCardFileName(image: string): string {
  return `${image}.vcf`;
}
