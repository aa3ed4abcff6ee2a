import { errors } from '@strapi/utils';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { RESOURCE_TEXT_FIELDS, type ResourceContract } from '@ironbark/shared/content/resource-fields';
import { checkResourceBody, fileIdOf, registerResourceValidation, resourceFileProblem } from './validate-resources';

const KB = 1024;

describe('fileIdOf', () => {
  it('reads the id from the shapes the APIs send', () => {
    expect(fileIdOf(5)).toBe(5);
    expect(fileIdOf('5')).toBe(5);
    expect(fileIdOf({ id: 5 })).toBe(5);
    expect(fileIdOf([{ id: 5 }])).toBe(5);
    expect(fileIdOf(null)).toBeNull();
    expect(fileIdOf('abc')).toBeNull();
  });
});

describe('checkResourceBody (the REST create and update of a resource)', () => {
  /** shared/'s contract with one more text field, as web/src/features/staff/contract-field.test.tsx adds it. */
  const withSubtitle = {
    textFields: { ...RESOURCE_TEXT_FIELDS, subtitle: { label: 'Subtitle', max: 60, lines: 'single', panel: 'content' } },
  } satisfies ResourceContract;
  const refusal = (body: unknown, contract?: ResourceContract) => {
    try {
      checkResourceBody(body, contract);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(errors.ValidationError);
      return { message: (error as Error).message, details: (error as { details: unknown }).details };
    }
  };

  it('takes the staff\'s fields, and a field added to the contract', () => {
    expect(refusal({ data: { title: 'SD-WAN', excerpt: 'Short', metaTitle: null, cover: 3 } })).toBeNull();
    expect(refusal({ data: { title: 'SD-WAN', subtitle: 'Forty sites' } }, withSubtitle)).toBeNull();
  });

  it('refuses an added field over its limit, naming it', () => {
    expect(refusal({ data: { subtitle: 'x'.repeat(61) } }, withSubtitle)).toEqual({
      message: 'Subtitle: at most 60 characters',
      details: { errors: [{ path: ['subtitle'], message: 'Subtitle: at most 60 characters' }] },
    });
  });

  it('refuses a field the contract does not have, and text over a limit', () => {
    expect(refusal({ data: { title: 'SD-WAN', subtitle: 'Forty sites' } })?.message).toBe('Unknown field "subtitle": staff may not set it');
    expect(refusal({ data: { searchText: 'x' } })?.details).toEqual({ errors: [{ path: ['searchText'], message: 'Unknown field "searchText": staff may not set it' }] });
    expect(refusal({ data: { excerpt: 'x'.repeat(RESOURCE_TEXT_FIELDS.excerpt.max + 1) } })?.message).toBe(`Summary: at most ${RESOURCE_TEXT_FIELDS.excerpt.max} characters`);
    expect(refusal({})?.message).toBe('Send the resource as an object of fields');
  });
});

describe('resourceFileProblem', () => {
  it('the document must be a PDF of at most 10 MB', () => {
    expect(resourceFileProblem('doc', { mime: 'application/pdf', size: 200 })).toBeNull();
    expect(resourceFileProblem('doc', { mime: 'image/png', size: 200 })).toMatch(/must be a PDF/);
    expect(resourceFileProblem('doc', { mime: 'application/pdf', size: (10 * KB) + 1 })).toMatch(/10 MB or smaller/);
    expect(resourceFileProblem('doc', null)).toMatch(/does not exist/);
  });

  it('the cover must be an image of at most 5 MB', () => {
    for (const mime of ['image/jpeg', 'image/png', 'image/webp', 'image/avif']) expect(resourceFileProblem('cover', { mime, size: 100 })).toBeNull();
    expect(resourceFileProblem('cover', { mime: 'application/pdf', size: 100 })).toMatch(/must be an image/);
    expect(resourceFileProblem('cover', { mime: 'image/svg+xml', size: 1 })).toMatch(/must be an image/);
    expect(resourceFileProblem('cover', { mime: 'image/png', size: (5 * KB) + 1 })).toMatch(/5 MB or smaller/);
  });
});

describe('registerResourceValidation (every save of a resource, whoever makes it)', () => {
  type Middleware = (context: { uid: string; action: string; params: unknown }, next: () => Promise<unknown>) => Promise<unknown>;

  /** Strapi with a media library of these files (size in KB, as Strapi stores it). */
  function setup(files: Record<number, { mime: string; size: number }>) {
    const middlewares: Middleware[] = [];
    const findOne = vi.fn(async ({ where }: { where: { id: number } }) => files[where.id] ?? null);
    registerResourceValidation({ documents: { use: (m: Middleware) => middlewares.push(m) }, db: { query: () => ({ findOne }) } } as never);
    const next = vi.fn(async () => ({ documentId: 'saved' }));
    const save = (uid: string, action: string, data: unknown) => middlewares[0]!({ uid, action, params: { data } }, next);
    return { save, next, findOne };
  }

  const library = { 1: { mime: 'application/pdf', size: 300 }, 2: { mime: 'image/png', size: 80 }, 3: { mime: 'application/pdf', size: 11 * 1024 } };

  it('saves a resource whose document is a PDF and whose cover is an image', async () => {
    const { save, next } = setup(library);
    await expect(save(CONTENT_TYPE_UIDS.blog, 'create', { title: 'Guide', doc: 1, cover: { id: 2 } })).resolves.toEqual({ documentId: 'saved' });
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('refuses an image as the document, naming the field, and saves nothing', async () => {
    const { save, next } = setup(library);
    const attempt = save(CONTENT_TYPE_UIDS.blog, 'update', { doc: [{ id: 2 }] });
    await expect(attempt).rejects.toBeInstanceOf(errors.ValidationError);
    await expect(attempt).rejects.toMatchObject({ message: 'The document must be a PDF', details: { errors: [{ path: ['doc'] }] } });
    expect(next).not.toHaveBeenCalled();
  });

  it('refuses a PDF over 10 MB, a PDF as the cover and a file that is not in the library', async () => {
    const { save, next } = setup(library);
    await expect(save(CONTENT_TYPE_UIDS.blog, 'create', { doc: 3 })).rejects.toThrow('10 MB or smaller');
    await expect(save(CONTENT_TYPE_UIDS.blog, 'create', { cover: 1 })).rejects.toThrow('must be an image');
    await expect(save(CONTENT_TYPE_UIDS.blog, 'create', { doc: 99 })).rejects.toThrow('does not exist');
    expect(next).not.toHaveBeenCalled();
  });

  it('leaves saves without files, reads and other content types alone', async () => {
    const { save, next, findOne } = setup(library);
    await save(CONTENT_TYPE_UIDS.blog, 'update', { title: 'New title' });
    await save(CONTENT_TYPE_UIDS.blog, 'findMany', { doc: 2 });
    await save(CONTENT_TYPE_UIDS.page, 'create', { doc: 2 });
    expect(next).toHaveBeenCalledTimes(3);
    expect(findOne).not.toHaveBeenCalled();
  });
});
