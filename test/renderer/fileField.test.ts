/**
 * The `file` field: type and size are checked before anything is read (the schema's messages),
 * base64 comes from FileReader's data URL, and the field renders an accessible file input inside
 * a real RJSF form with the identity screen's schema (label, help, errors tied by aria-describedby).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { widgets } from '../../renderer/widgets/index.ts';
import { fields } from '../../renderer/fields/index.ts';
import { templates } from '../../renderer/theme/templates.tsx';
import { acceptAttribute, acceptedTypes, base64Bytes, base64FromDataUrl, checkFile, contentTypeOf, readFileAsBase64 } from '../../renderer/fields/fileUpload.ts';
import { config } from '../helpers/config.ts';

const identity = config.screens['application/identity']!.data as { schema: RJSFSchema; uiSchema: UiSchema };
const fileSchema = identity.schema.properties!['file'] as RJSFSchema;

describe('checkFile (before reading)', () => {
  it('accepts JPEG, PNG and PDF up to 10 MB', () => {
    expect(checkFile({ name: 'id.jpg', type: 'image/jpeg', size: 2_400_000 }, fileSchema)).toBeNull();
    expect(checkFile({ name: 'id.png', type: 'image/png', size: 10_000_000 }, fileSchema)).toBeNull();
    expect(checkFile({ name: 'statement.pdf', type: 'application/pdf', size: 1 }, fileSchema)).toBeNull();
  });
  it('rejects other types with the schema message', () => {
    expect(checkFile({ name: 'id.gif', type: 'image/gif', size: 1000 }, fileSchema)).toBe('Select a JPG, PNG or PDF file');
    expect(checkFile({ name: 'id.heic', type: '', size: 1000 }, fileSchema)).toBe('Select a JPG, PNG or PDF file');
  });
  it('rejects files over 10 MB and empty files', () => {
    expect(checkFile({ name: 'big.pdf', type: 'application/pdf', size: 10_000_001 }, fileSchema)).toBe('The file is larger than 10 MB');
    expect(checkFile({ name: 'empty.png', type: 'image/png', size: 0 }, fileSchema)).toBe('The file is empty');
  });
  it('knows the type from the extension when the browser gives none', () => {
    expect(contentTypeOf({ name: 'SCAN.JPEG', type: '', size: 1 })).toBe('image/jpeg');
    expect(contentTypeOf({ name: 'scan.pdf', type: '', size: 1 })).toBe('application/pdf');
    expect(acceptedTypes(fileSchema)).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
    expect(acceptAttribute(acceptedTypes(fileSchema))).toBe('image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf');
  });
});

describe('base64', () => {
  const bytes = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  it('takes the payload of a data URL and counts its bytes', () => {
    const b64 = bytes.toString('base64');
    expect(base64FromDataUrl(`data:image/png;base64,${b64}`)).toBe(b64);
    expect(base64Bytes(b64)).toBe(16);
    expect(base64Bytes('YQ==')).toBe(1);
  });
  it('reads a file through the FileReader interface', async () => {
    // Node has Blob but no FileReader: this minimal one follows the browser's readAsDataURL contract.
    class NodeReader {
      result: string | null = null;
      error: Error | null = null;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      readAsDataURL(blob: Blob) {
        blob.arrayBuffer().then((buf) => { this.result = `data:${blob.type};base64,${Buffer.from(buf).toString('base64')}`; this.onload?.(); });
      }
    }
    const file = new Blob([bytes], { type: 'image/png' });
    const content = await readFileAsBase64(file, NodeReader as unknown as typeof FileReader);
    expect(Buffer.from(content, 'base64').equals(bytes)).toBe(true);
  });
});

function render(formData: unknown, extraErrors?: ErrorSchema) {
  return renderToStaticMarkup(createElement(Form, {
    schema: identity.schema, uiSchema: identity.uiSchema, validator, widgets, fields, templates,
    formData, extraErrors, formContext: { warnings: {}, copy: {} }, noHtml5Validate: true,
  }));
}
const tag = (html: string, id: string) => html.match(new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`))?.[0] ?? '';

describe('FileField in the identity screen', () => {
  it('draws our own buttons over a hidden file input, named with the label, with the accepted types and the limit as help', () => {
    const html = render({});
    const input = tag(html, 'root_file__input');
    expect(input).toContain('type="file"');
    expect(input).toContain('accept="image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf"');
    expect(input).toContain('aria-hidden="true"');
    const button = tag(html, 'root_file');
    expect(button).toMatch(/^<button type="button"/);
    expect(button).toContain('aria-labelledby="root_file root_file__label"');
    expect(button).toContain('aria-describedby="root_file__accept"');
    expect(html).toContain('>Choose a file</button>');
    // Offered on touch screens only (widgets.css): the camera, for a schema that accepts images.
    expect(tag(html, 'root_file__camera')).toContain('aria-labelledby="root_file__camera root_file__label"');
    expect(html).toContain('<p id="root_file__label" class="w-label">Photo or scan of your ID');
    expect(html).toContain('<p id="root_file__accept" class="w-hint">JPG, PNG or PDF, up to 10 MB.</p>');
    expect(html).toContain('No file chosen yet');
  });
  it('shows the chosen file by name and size', () => {
    const html = render({ type: 'PASSPORT_FRONT', file: { fileName: 'passport.png', contentType: 'image/png', content: 'A'.repeat(4000) } });
    expect(html).toContain('Selected: <strong>passport.png</strong> (3 KB)');
    expect(html).toContain('>Choose another file</button>');
    expect(tag(html, 'root_file')).toContain('aria-describedby="root_file__accept root_file__chosen"');
  });
  it('says each error once, in one place tied to the button', () => {
    const html = render({}, { file: { __errors: ['Select a file to upload'], content: { __errors: ['The file is larger than 10 MB', 'Select a file to upload'] } } } as unknown as ErrorSchema);
    const button = tag(html, 'root_file');
    expect(button).toContain('aria-invalid="true"');
    expect(button).toContain('aria-describedby="root_file__error root_file__accept"');
    expect(html).toMatch(/id="root_file__error"[^>]*><p class="error-text">Select a file to upload<\/p><p class="error-text">The file is larger than 10 MB<\/p><\/div>/);
    expect(html.match(/Select a file to upload/g)).toHaveLength(1);
  });
});
