import { ApiError, apiBaseUrl, getAccessToken, msg, type ApiErrorBody } from '@storefront/shared';

/**
 * Downloads a file the API makes (a CSV export) with the user's token and hands it to the browser
 * as `filename`. Errors are ApiErrors, as for any call. Here, not in the core: only the admin's
 * pages export, and the core is on every page.
 */
export async function apiDownload(path: string, filename: string): Promise<void> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'network', msg('Cannot reach the server. Check your connection and try again.'));
  }
  if (!response.ok) {
    const error = ((await response.json().catch(() => undefined)) as ApiErrorBody | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? `http_${response.status}`, error?.message ?? `The server answered ${response.status}.`, error?.fields);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
