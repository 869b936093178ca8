import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../realtime/protocol/auth';
import { formatDate, formatNumber } from '../../i18n/format';
import { storedLicense } from '../../api/licenseHeader';

/** Who the user is: name, login, flags, application mode and licence expiry; for administrators, the installation's licence as the server reports it. */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const yesNo = (flag: boolean) => t(flag ? 'profile.yes' : 'profile.no');
  const rows: Array<[string, string, string]> = [
    ['name', t('profile.details.name'), user.name],
    ['login', t('profile.details.login'), user.login],
    ['admin', t('profile.details.admin'), yesNo(user.isAdmin)],
    ['beta', t('profile.details.beta'), yesNo(user.isBetaTester)],
    ['app', t('profile.details.app'), t(`profile.apps.${user.app}`)],
    ['licence', t('profile.details.licence'), formatDate(user.licenseExpirationDate) || t('profile.details.noLicenceDate')],
  ];
  const installation = user.isAdmin ? storedLicense() : null;
  if (installation) {
    rows.push(['licensee', t('profile.details.licensee'), installation.licensee || '—']);
    rows.push(['licensed-users', t('profile.details.licensedUsers'), formatNumber(installation.maxUsers)]);
  }
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([key, label, value]) => (
        <div key={key} className="contents">
          <dt className="text-gray-500">{label}</dt>
          <dd className="font-medium text-gray-900" data-testid={`profile-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
