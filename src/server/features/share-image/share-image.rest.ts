import type { RestRoute } from '../../rest/types.js';
import { requireAssessedMember } from '../../trpc/init.js';
import { shareImageQuery } from './share-image.schemas.js';
import { renderShareImage } from './share-image.service.js';

/** The results share image: PNG bytes, so a plain REST route with no tRPC twin (like the profile photo). */
export const shareImageRest: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/profile/share-image',
    handle: async (ctx, req, reply) => {
      const user = await requireAssessedMember(ctx);
      const { include } = shareImageQuery.parse(req.query);
      const png = await renderShareImage(ctx.deps, user, include);
      return reply
        .type('image/png')
        // Personal, and it changes when the results or the name do: never kept by a shared cache, nor for long.
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="attune-results.png"')
        .send(png);
    },
  },
];
