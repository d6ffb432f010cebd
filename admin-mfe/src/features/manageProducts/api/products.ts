import { callApi, endpoints, type Part } from '@storefront/shared';
import type { PartPatchBody } from '@storefront/shared/schemas';

/** Changes a part's price, minimum order or stock: the part as it is now. */
export function editPart(id: string, patch: PartPatchBody): Promise<Part> {
  return callApi(endpoints.editPart, { params: { id }, body: patch });
}

export function deletePart(id: string) {
  return callApi(endpoints.deletePart, { params: { id } });
}
