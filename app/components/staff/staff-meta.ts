/** Every staff page: its title and noindex (CONTRACT.md "Staff console"; the host also sends X-Robots-Tag). */
export function staffMeta(title: string) {
  return [{ title: `${title} · SIL staff` }, { name: "robots", content: "noindex, nofollow" }];
}
