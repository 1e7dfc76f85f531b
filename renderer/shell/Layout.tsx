/** The page frame: brand header, main landmark, a short footer. The full shell (001) builds on this. */
import type { ReactNode } from 'react';
import { useBrand } from '../app/AppContext.tsx';

interface BrandView {
  names?: { companyName?: string; companyNameShort?: string };
  logoUrl?: string;
  logoAlt?: string;
  companyUrl?: string;
  companyNMLS?: string;
  support?: { phone?: { number?: string; formatted?: string }; email?: string };
  legal?: { termsOfUseUrl?: string; privacyPolicyUrl?: string; licensesUrl?: string };
}

export function Layout({ children }: { children: ReactNode }) {
  const brand = useBrand() as BrandView;
  return (
    <div className="page">
      <a className="skip-link" href="#main">Skip to content</a>
      <header className="header">
        <a className="header__brand" href={brand.companyUrl ?? '/'}>
          {brand.logoUrl
            ? <img src={brand.logoUrl} alt={brand.logoAlt ?? brand.names?.companyName ?? ''} className="header__logo" />
            : <span className="header__name">{brand.names?.companyNameShort}</span>}
        </a>
        {brand.support?.phone?.number ? <a className="header__support" href={`tel:${brand.support.phone.number}`}>{brand.support.phone.formatted}</a> : null}
      </header>
      <main id="main" className="main">{children}</main>
      <footer className="footer">
        <p>{brand.names?.companyName}{brand.companyNMLS ? ` · NMLS #${brand.companyNMLS}` : ''}</p>
        <nav aria-label="Legal">
          <a href={brand.legal?.termsOfUseUrl}>Terms of Use</a>
          <a href={brand.legal?.privacyPolicyUrl}>Privacy Policy</a>
          <a href={brand.legal?.licensesUrl}>Licenses</a>
        </nav>
        <p>Your data is protected with 256-bit encryption.</p>
      </footer>
    </div>
  );
}
