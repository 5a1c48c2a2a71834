// A certificate's or an application's sites as one line, in the current language.
import { i18n } from '../../../i18n';

/** Sites as one line: 总部（苏州市…）；二厂（…）. */
export function sitesText(sites: readonly { name: string; address: string }[]) {
  const t = i18n.getFixedT(null, 'cert');
  return sites
    .map((s) => t('certificate.site', { name: s.name, address: s.address }))
    .join(t('certificate.siteSeparator'));
}
