import {
  FILE_LIMITS,
  IdParamsSchema,
  MESSAGES,
  SLIDERS,
  type Slider,
  type SliderFields,
  SliderFieldsSchema,
  SliderListSchema,
  SliderSchema,
} from '@visadesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FileJournal } from '../../files/file-journal.ts';
import { MULTIPART_BODY, withMultipartForm } from '../../files/multipart-form.ts';
import type { FileUrlSigner } from '../../files/signed-urls.ts';
import { thumbnailKey } from '../../files/sized-keys.ts';
import { badRequest } from '../../lib/app-error.ts';
import { saveBasis } from '../../lib/record-version.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';
import { recordRoutes } from '../catalogue/record-routes.ts';
import { BIN_KINDS } from '../recently-deleted/bin-kinds.ts';
import { binDeleteRoute } from '../recently-deleted/delete-route.ts';
import type { SliderRow } from './sliders.repository.ts';
import { createSlidersService } from './sliders.service.ts';

const API = SLIDERS.api;
const S = MESSAGES.sliders;

/** A slide as the screens read it, its image and thumbnail as signed URLs. */
const sliderOf = (row: SliderRow, signer: FileUrlSigner): Slider => ({
  _id: row.id,
  thumbnail: row.thumbnail,
  title: row.title,
  image: signer.sign(row.imageKey),
  imageThumb: signer.sign(thumbnailKey(row.imageKey)),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type SliderForm = {
  fields: SliderFields;
  hasImage: boolean;
  stageImage: () => Promise<string | undefined>;
};
const rules = { image: { maxBytes: FILE_LIMITS.sliderImage, tooLargeMessage: S.fileTooLarge } };

/** Runs `use` with the form's fields, validated before its image is processed and stored. */
function sliderForm<T>(request: FastifyRequest, files: FileJournal, use: (form: SliderForm) => Promise<T>) {
  return withMultipartForm(request, rules, (form) => {
    const image = form.files.image;
    return use({
      fields: parseOrThrow(SliderFieldsSchema, form.fields),
      hasImage: image !== undefined,
      stageImage: async () => image && files.stageImage(image, ['jpeg', 'png', 'webp'], S.invalidFileType),
    });
  });
}

/** Homepage slides: staff manage them (multipart with an image); the public reads the published ones. */
async function slidersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sliders = createSlidersService(app.db, app.files);
  const onRequest = app.guard();
  const tags = [SLIDERS.name];
  const options = { api: API, onRequest, tags };

  const toSlider = (row: SliderRow) => sliderOf(row, app.fileUrls);
  const withSliderForm = <T>(request: FastifyRequest, use: (form: SliderForm) => Promise<T>) =>
    sliderForm(request, app.files, use);

  app.get(
    API.list,
    { onRequest: app.guardOrPublic, schema: { tags, response: { 200: SliderListSchema } } },
    async (request, reply) => {
      reply.header('Vary', 'Authorization');
      return (await sliders.list(!request.currentUser)).map(toSlider);
    },
  );

  recordRoutes(app, options, BIN_KINDS.sliders, SliderSchema, async (id) => toSlider(await sliders.get(id)), {
    current: sliders.get,
    answer: (row, values) => toSlider({ ...row, ...values }),
  });

  app.post(
    API.create,
    { onRequest, schema: { tags, ...MULTIPART_BODY, response: { 201: SliderSchema } } },
    async (request, reply) => {
      const created = await withSliderForm(request, async ({ fields, hasImage, stageImage }) => {
        if (!hasImage) throw badRequest(S.imageRequired, 'image');
        return sliders.create(fields, (await stageImage()) as string);
      });
      return reply.status(201).send(toSlider(created));
    },
  );

  app.put(
    API.update(':id'),
    {
      onRequest,
      schema: { tags, ...MULTIPART_BODY, params: IdParamsSchema, response: { 200: SliderSchema } },
    },
    async (request) => {
      // Read before the form, so a bad header stages no image.
      const basis = saveBasis(request);
      const updated = await withSliderForm(request, async ({ fields, stageImage }) =>
        sliders.update(request.params.id, fields, await stageImage(), basis),
      );
      return toSlider(updated);
    },
  );

  binDeleteRoute(app, options, BIN_KINDS.sliders);
}

export default routePlugin(
  'sliders-routes',
  { decorators: ['db', 'files', 'fileUrls'], dependencies: ['guard', '@fastify/multipart'] },
  slidersRoutes,
);
