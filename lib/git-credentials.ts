/** A clone URL without its user and password, and those apart ("user:password"), for https URLs that carry them. */
export function splitCredentials(url: string): { url: string; credentials: string | null } {
  if (!url.startsWith("https://")) return { url, credentials: null };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url, credentials: null };
  }
  if (!parsed.username && !parsed.password) return { url, credentials: null };
  const credentials = `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`;
  parsed.username = "";
  parsed.password = "";
  return { url: parsed.toString(), credentials };
}

/**
 * Git configuration, as environment variables (never arguments, which `ps` shows), that sends the credentials to
 * this URL's host only, as HTTP basic authentication: a token never lands in the checkout's .git/config.
 */
export function credentialEnv(url: string, credentials: string | null): Record<string, string> {
  if (!credentials || !url.startsWith("https://")) return {};
  const origin = new URL(url).origin;
  return {
    GIT_CONFIG_COUNT: "1",
    GIT_CONFIG_KEY_0: `http.${origin}/.extraHeader`,
    GIT_CONFIG_VALUE_0: `Authorization: Basic ${Buffer.from(credentials).toString("base64")}`,
  };
}
