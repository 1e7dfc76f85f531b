/** 000 §1, 001 §1: brand resolution. */
import { describe, expect, it } from 'vitest';
import { PrivateLabelError, resolveBrand, mergeBrand } from '../../engine/index.ts';
import { brands } from '../helpers/config.ts';

describe('resolveBrand', () => {
  it('uses FIGURE when the organisation info names no code', () => {
    const d = resolveBrand({}, brands);
    expect(d.result.orgCode).toBe('FIGURE');
    expect((d.result.behaviour as Record<string, unknown>).isMainBrand).toBe(true);
    expect(d.trace[0]).toMatchObject({ kind: 'orgCode', outcome: 'default' });
  });

  it('merges the org file over the defaults', () => {
    const b = resolveBrand({ orgCode: 'FIGURE_WHOLESALE' }, brands).result;
    expect((b.behaviour as Record<string, unknown>).wholesale).toBe(true);
    expect((b.behaviour as Record<string, unknown>).forSaleWording).toBe('standard');
    expect(b.support).toMatchObject({ phone: { number: expect.any(String) } });
    expect(b.sampleData).toBeUndefined();
  });

  it('gives a partner code without a file the defaults, and says so in the trace', () => {
    const d = resolveBrand({ orgCode: 'ALL_IN' }, brands);
    expect(d.result.orgCode).toBe('ALL_IN');
    expect(d.result.names).toEqual(mergeBrand(brands, 'ALL_IN').names);
    expect(d.trace.find((t) => t.kind === 'brandFile')?.outcome).toBe(false);
  });

  it('applies companyInfo overrides, the default product and merged pricing', () => {
    const b = resolveBrand({
      orgCode: 'MOVEMENT',
      orgMetaData: { companyInfo: { companyNameShort: 'Movement', supportPhoneNumber: { number: '8005550100' }, supportEmail: null, unknownField: 1 }, products: { heloc: { maxAmount: 400000 } }, defaultProduct: 'heloc' },
      orgPricingData: [{ originationFee: 4.99 }, { valuationFee: 180 }],
    }, brands).result;
    expect((b.names as Record<string, unknown>).companyNameShort).toBe('Movement');
    expect((b.support as { phone: { number: string } }).phone.number).toBe('8005550100');
    expect((b.support as { email: string }).email).toBe((mergeBrand(brands, 'MOVEMENT').support as { email: string }).email);
    expect(b.unknownField).toBeUndefined();
    expect(b.product).toEqual({ maxAmount: 400000 });
    expect(b.pricing).toEqual({ originationFee: 4.99, valuationFee: 180 });
  });

  it('raises "No private label data found" with the serialized error when organisation info is missing', () => {
    expect(() => resolveBrand(undefined, brands)).toThrow(PrivateLabelError);
    expect(() => resolveBrand(null, brands)).toThrow('No private label data found: null');
    expect(() => resolveBrand({ error: { status: 404, message: 'org not found' } }, brands)).toThrow('No private label data found: {"status":404,"message":"org not found"}');
  });

  it('ignores prototype keys in overrides', () => {
    const b = resolveBrand(JSON.parse('{"orgCode":"FIGURE","orgMetaData":{"companyInfo":{"__proto__":{"polluted":true},"colors":{"__proto__":{"polluted":true}}}}}'), brands).result;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(b, 'polluted')).toBe(false);
  });
});
