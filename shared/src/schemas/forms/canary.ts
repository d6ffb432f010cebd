import * as z from 'zod/mini';
import { canaryFields } from '../api/deployments';
import { typedWholeNumber } from './inputs';

/** The canary dialog of the Deployments page. */

/** The share of browsers a canary sends to a candidate build, as typed. */
export const canaryFormSchema = z.object({ percent: typedWholeNumber(canaryFields.percent) });
