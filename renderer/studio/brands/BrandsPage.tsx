/** /studio/brands: loads what the brand creator starts from, then shows it. */
import { useEffect, useMemo, useState } from 'react';
import { brandsApi, type CreatorData } from './brandsApi.ts';
import { BrandCreator } from './BrandCreator.tsx';
import './brands.css';

export function BrandsPage({ token }: { token: string | undefined }) {
  const api = useMemo(() => brandsApi(token), [token]);
  const [data, setData] = useState<CreatorData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const org = new URLSearchParams(window.location.search).get('org') ?? undefined;
  useEffect(() => { api.data(org).then(setData, (e: Error) => setError(e.message)); }, [api, org]);
  if (error) return <main className="brand-creator"><h1>Add a brand</h1><p className="studio__error" role="alert">{error}</p></main>;
  if (!data) return <main className="brand-creator"><h1>Add a brand</h1><p>Loading the defaults…</p></main>;
  return <BrandCreator data={data} token={token} />;
}
