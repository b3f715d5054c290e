import { currentLanguage } from "./i18n";
import { authHeaders, fetchWithSession } from "./session";

/**
 * Fetches a file from an authenticated route (the bearer token cannot ride on a plain link) and
 * hands it to the browser as a download. Returns false when the server refused it.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<boolean> {
  const response = await fetchWithSession(path, { headers: { ...authHeaders(), "x-locale": currentLanguage() } }).catch(
    () => null,
  );
  if (!response?.ok) return false;
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
