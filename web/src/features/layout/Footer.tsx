import { FacebookIcon, InstagramIcon, LinkedinIcon, PinterestIcon, YoutubeIcon } from '../../components/Icons';

const SOCIAL = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'LinkedIn', Icon: LinkedinIcon },
  { label: 'Pinterest', Icon: PinterestIcon },
  { label: 'YouTube', Icon: YoutubeIcon },
];

/** Spec 2: a copyright line and five social links (their pages do not exist yet). */
export function Footer() {
  return (
    <footer className="border-t border-neutral-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-4 py-5 text-center md:flex-row md:justify-between">
        <p className="text-sm text-neutral-600">© All Rights Reserved {new Date().getFullYear()}.</p>
        <ul className="flex items-center gap-4 text-neutral-700">
          {SOCIAL.map(({ label, Icon }) => (
            <li key={label}>
              <a href="#" aria-label={label} className="block rounded-full p-1 hover:text-amber-500">
                <Icon className="h-5 w-5" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
