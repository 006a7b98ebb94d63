import { z } from 'zod'
import { publicModelSchema } from '../entities/model'
import { defineRoute } from '../http/route'

/** What the public site shows before anyone signs in. */
export const catalogRoutes = {
  catalogModels: defineRoute({
    method: 'GET',
    base: 'backend',
    path: 'catalog/models',
    auth: false,
    tag: 'Models',
    summary: 'Every model of the catalogue, for the public AI features page (no plan needed)',
    response: z.array(publicModelSchema),
  }),
}
