import { ApiError, apiPath, assetUrl, callApi, useApi, type Machine } from '@storefront/shared';
import { partsBookEndpoints } from '@storefront/shared/endpoints';
import type { Assembly, AssemblyLinesImportResult, AssemblySummary, HotspotBody } from '@storefront/shared/schemas';

/** The storefront admin's calls for the parts book (docs/parts-book.md, "The editor"). */

/** The SWR key of a machine's assemblies, drafts too, by position. */
const assembliesKey = (machineId: string) => apiPath(partsBookEndpoints.listAssemblies, {}, { machine: machineId });
export const useAssemblies = (machineId: string | undefined) => useApi<AssemblySummary[]>(machineId ? assembliesKey(machineId) : null);

/** The SWR key of one assembly as the editor reads it (drawing, rows, hotspots). */
const assemblyKey = (id: string) => apiPath(partsBookEndpoints.assembly, { id });
export const useAssembly = (id: string | undefined) => useApi<Assembly>(id ? assemblyKey(id) : null);

export const addAssembly = (machineId: string, name: string) => callApi(partsBookEndpoints.addAssembly, { body: { machineId, name } });
export const renameAssembly = (id: string, name: string) => callApi(partsBookEndpoints.editAssembly, { params: { id }, body: { name } });
export const moveAssembly = (id: string, position: number) => callApi(partsBookEndpoints.editAssembly, { params: { id }, body: { position } });
/** Sets the assembly's name in Bangla ('' clears it: Bangla pages show its English name). */
export const setAssemblyNameBn = (id: string, nameBn: string): Promise<Assembly> =>
  callApi(partsBookEndpoints.editAssembly, { params: { id }, body: { nameBn } });
export const publishAssembly = (id: string, published: boolean) => callApi(partsBookEndpoints.editAssembly, { params: { id }, body: { published } });
export const deleteAssembly = (id: string) => callApi(partsBookEndpoints.deleteAssembly, { params: { id } });

/** Sends the drawing (SVG, PNG or JPEG) as the multipart field `drawing`. */
export function uploadDrawing(id: string, file: File): Promise<Assembly> {
  const form = new FormData();
  form.append('drawing', file);
  return callApi(partsBookEndpoints.uploadDrawing, { params: { id }, body: form });
}

export const importLines = (id: string, csv: string) => callApi(partsBookEndpoints.importLines, { params: { id }, body: { csv } });

/**
 * The CSV import's bad lines, whether the API names them in `errors` or refuses the file (400)
 * with them in a field, a line each (`Line 3: why`): each by its number, and the API's message.
 */
export function importProblems(outcome: AssemblyLinesImportResult | ApiError): { message?: string; lines: { line: number; message: string }[] } {
  if (!(outcome instanceof ApiError)) return { lines: outcome.errors };
  const lines: { line: number; message: string }[] = [];
  const rest: string[] = [];
  for (const [key, text] of Object.entries(outcome.fields ?? {})) {
    for (const part of text.split('\n')) {
      const named = /^Line (\d+): ([\s\S]*)$/.exec(part);
      const keyed = /(\d+)/.exec(key);
      if (named) lines.push({ line: Number(named[1]), message: named[2]! });
      else if (keyed) lines.push({ line: Number(keyed[1]), message: part });
      else if (part.trim()) rest.push(part);
    }
  }
  return { message: lines.length ? outcome.message : (rest[0] ?? outcome.message), lines: lines.sort((a, b) => a.line - b.line) };
}

export const saveHotspots = (id: string, hotspots: HotspotBody[]) => callApi(partsBookEndpoints.saveHotspots, { params: { id }, body: { hotspots } });

/** The drawing's URL as the browser asks for it. */
export const drawingUrl = (drawing: string) => assetUrl(drawing);

/** An SVG drawing's text, for Find callouts. */
export async function drawingText(drawing: string): Promise<string> {
  const answer = await fetch(drawingUrl(drawing));
  if (!answer.ok) throw new Error(`The drawing could not be read (${answer.status}).`);
  return answer.text();
}

/** The address of an assembly's public page. */
export const assemblyHref = (machine: Pick<Machine, 'brandSlug' | 'modelSlug'>, slug: string) => `/machines/${machine.brandSlug}/${machine.modelSlug}/${slug}`;

/** The editor's address of an assembly, and of a machine's parts book. */
export const assemblyEditorHref = (id: string) => `/dashboard/assemblies/${id}`;
export const partsBookHref = (machineId: string) => `/dashboard/manageMachines/${machineId}/partsBook`;
