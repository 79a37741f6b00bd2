import type * as React from 'react';
import { Mail, PawPrint, Phone } from 'lucide-react';
import { cn } from '../lib/cn';
import { ChromeLink } from './ChromeLink';
import type { ChromeLinkComponent, NavLink } from './types';

export interface FooterProps {
  /** The line under the wordmark: what the company does. */
  statement: React.ReactNode;
  /** The "Explore" links, in order. */
  links: readonly NavLink[];
  /** Support contact, shown as mailto: and tel: links. */
  supportEmail: string;
  supportPhone: string;
  /** The copyright year ("© 2025 Pawpal"). */
  year: number;
  /** The app's router link; default: a plain <a>. */
  linkComponent?: ChromeLinkComponent;
  /** Where the wordmark links to. */
  homeHref?: string;
  className?: string;
}

const linkClasses =
  'rounded-sm text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** The site footer: statement, links, support contact and copyright. */
export function Footer({
  statement, links, supportEmail, supportPhone, year, linkComponent, homeHref = '/', className,
}: FooterProps): React.JSX.Element {
  return (
    <footer data-slot="footer" className={cn('border-t border-border bg-muted text-foreground', className)}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <ChromeLink
            linkComponent={linkComponent}
            href={homeHref}
            className="inline-flex w-fit items-center gap-2 rounded-md text-lg font-bold text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <PawPrint aria-hidden="true" className="size-5" />
            Pawpal
          </ChromeLink>
          <p className="max-w-sm text-sm text-muted-foreground">{statement}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold">Explore</h2>
          <ul className="flex flex-col gap-2">
            {links.map((link) => (
              <li key={link.href}>
                <ChromeLink linkComponent={linkComponent} reloadDocument={link.reloadDocument} href={link.href} className={linkClasses}>
                  {link.label}
                </ChromeLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Contact support</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <a href={`mailto:${supportEmail}`} className={cn(linkClasses, 'inline-flex items-center gap-2')}>
                <Mail aria-hidden="true" className="size-4" />
                {supportEmail}
              </a>
            </li>
            <li>
              <a href={`tel:${supportPhone.replace(/\s+/g, '')}`} className={cn(linkClasses, 'inline-flex items-center gap-2')}>
                <Phone aria-hidden="true" className="size-4" />
                {supportPhone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-muted-foreground">
          © {year} Pawpal. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
