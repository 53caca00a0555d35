import {
  HSTS,
  contentSecurityPolicy,
  isHttps,
  newNonce,
  pageSecurityHeaders,
  type CspOptions,
} from "./security-headers";

const base: CspOptions = {
  nonce: "AAAAAAAAAAAAAAAAAAAAAA==",
  dev: false,
  https: false,
  lobbyUrl: "http://localhost:4300",
  liff: false,
};

/** The directives of a policy, by name. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((d) => {
      const [name, ...values] = d.split(" ");
      return [name!, values];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("allows scripts only with the nonce (strict-dynamic), never inline or eval in production", () => {
    const nonce = newNonce();
    const script = parse(contentSecurityPolicy({ ...base, nonce })).get(
      "script-src",
    )!;
    expect(script).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
  });

  it("adds 'unsafe-eval' in next dev only", () => {
    expect(
      parse(contentSecurityPolicy({ ...base, dev: true })).get("script-src"),
    ).toContain("'unsafe-eval'");
  });

  it("lets the page reach the lobby over http and its sockets over ws (wss under https)", () => {
    expect(parse(contentSecurityPolicy(base)).get("connect-src")).toEqual([
      "'self'",
      "http://localhost:4300",
      "ws://localhost:4300",
    ]);
    const secure = parse(
      contentSecurityPolicy({
        ...base,
        https: true,
        lobbyUrl: "https://lobby.example.com/game/",
      }),
    );
    expect(secure.get("connect-src")).toEqual([
      "'self'",
      "https://lobby.example.com",
      "wss://lobby.example.com",
    ]);
  });

  it("allows LINE servers only when LIFF is configured", () => {
    expect(contentSecurityPolicy(base)).not.toContain("line.me");
    expect(
      parse(contentSecurityPolicy({ ...base, liff: true })).get("connect-src"),
    ).toContain("https://*.line.me");
  });

  it("keeps framing to the site itself, plugins off, base and forms on the site", () => {
    const d = parse(contentSecurityPolicy(base));
    expect(d.get("frame-ancestors")).toEqual(["'self'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("default-src")).toEqual(["'self'"]);
  });

  it("lets the page frame the lobby's game windows (its origin only), and LINE only with LIFF", () => {
    expect(parse(contentSecurityPolicy(base)).get("frame-src")).toEqual([
      "'self'",
      "http://localhost:4300",
    ]);
    const secure = parse(
      contentSecurityPolicy({
        ...base,
        lobbyUrl: "https://lobby.example.com/game/",
        liff: true,
      }),
    );
    expect(secure.get("frame-src")).toEqual([
      "'self'",
      "https://lobby.example.com",
      "https://*.line.me",
    ]);
  });

  it("upgrades insecure requests over https only", () => {
    expect(contentSecurityPolicy(base)).not.toContain(
      "upgrade-insecure-requests",
    );
    expect(contentSecurityPolicy({ ...base, https: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });

  it("refuses a nonce that could inject directives", () => {
    expect(() =>
      contentSecurityPolicy({ ...base, nonce: "abc'; script-src *" }),
    ).toThrow(/nonce/);
    expect(() => contentSecurityPolicy({ ...base, nonce: "" })).toThrow(
      /nonce/,
    );
  });
});

describe("newNonce", () => {
  it("is 128 random bits in base64, new each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("pageSecurityHeaders and isHttps", () => {
  it("sends Strict-Transport-Security only over https", () => {
    expect(pageSecurityHeaders(base)).not.toHaveProperty(
      "Strict-Transport-Security",
    );
    expect(
      pageSecurityHeaders({ ...base, https: true })[
        "Strict-Transport-Security"
      ],
    ).toBe(HSTS);
  });

  it("reads https from the forwarded protocol first, then the URL", () => {
    expect(isHttps("http://site/zh_tw", "https")).toBe(true);
    expect(isHttps("http://site/zh_tw", "https, http")).toBe(true);
    expect(isHttps("https://site/zh_tw", "http")).toBe(false);
    expect(isHttps("https://site/zh_tw", null)).toBe(true);
    expect(isHttps("http://site/zh_tw", null)).toBe(false);
  });
});
