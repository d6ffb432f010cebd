import { apiPath, callApi, endpoints, useApi, type Part } from '@storefront/shared';
import { partsBookEndpoints } from '@storefront/shared/endpoints';
import type { PartPatchBody, ReplacementBody, ReplacementSetting } from '@storefront/shared/schemas';

/** Changes a part's price, minimum order or stock: the part as it is now. */
export function editPart(id: string, patch: PartPatchBody): Promise<Part> {
  return callApi(endpoints.editPart, { params: { id }, body: patch });
}

/** One part as it is now (a part no longer sold, which the lists leave out, to edit it). */
export function readPart(id: string): Promise<Part> {
  return callApi(endpoints.getPart, { params: { id } });
}

export function deletePart(id: string) {
  return callApi(endpoints.deletePart, { params: { id } });
}

/** What replaces a part (the admin's setting: docs/parts-book.md "Supersession"), read fresh. */
export const replacementKey = (id: string) => apiPath(partsBookEndpoints.getReplacement, { id });
export const useReplacement = (id: string) => useApi<ReplacementSetting>(replacementKey(id), { revalidateOnMount: true });

/** Sets what replaces the part (by its number), or clears it with an empty number. */
export function setReplacement(id: string, body: ReplacementBody): Promise<ReplacementSetting> {
  return callApi(partsBookEndpoints.setReplacement, { params: { id }, body });
}
