// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../../client/src/relay/uploads';

describe('multipartBody', () => {
  it('nulls each file variable, maps it by path and appends the file as a numbered part', async () => {
    const file = new File(['png-bytes'], 'avatar.png', { type: 'image/png' });
    const form = multipartBody({ variables: { input: { file: 'placeholder', keep: 'yes' } } }, { 'input.file': file });

    expect(JSON.parse(form.get('operations') as string)).toEqual({ variables: { input: { file: null, keep: 'yes' } } });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.input.file'] });
    const part = form.get('0') as File;
    expect(part.name).toBe('avatar.png');
    expect(await part.text()).toBe('png-bytes');
  });

  it('keeps the caller variables untouched and numbers several files in order', () => {
    const variables = { input: { images: [null, null] } };
    const form = multipartBody({ variables }, { 'input.images.0': new Blob(['a']), 'input.images.1': new Blob(['b']) });

    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.input.images.0'], 1: ['variables.input.images.1'] });
    expect(variables).toEqual({ input: { images: [null, null] } });
  });
});
