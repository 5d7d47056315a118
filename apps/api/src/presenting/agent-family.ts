// What a view row keeps of the browser that opened a shared profile (decision 075): a coarse family, never the
// user-agent string or the address. "bot" marks mail scanners and link previews, so staff can tell them apart.
const BOT =
  /bot|crawl|spider|slurp|preview|scanner|safelinks|proofpoint|mimecast|barracuda|curl|wget|python|go-http|java\/|headless/i;

export function agentFamily(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  if (agent === '' || BOT.test(agent)) return 'bot';
  const family = /edg\//i.test(agent)
    ? 'edge'
    : /firefox\/|fxios\//i.test(agent)
      ? 'firefox'
      : /chrome\/|crios\//i.test(agent)
        ? 'chrome'
        : /safari\//i.test(agent)
          ? 'safari'
          : 'other';
  return /mobile|android|iphone|ipad/i.test(agent) ? `${family}-mobile` : family;
}
