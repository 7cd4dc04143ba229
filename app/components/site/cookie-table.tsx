import { SITE_COOKIES } from "@domain/site/cookies";
import { useTranslation } from "react-i18next";
import { COPY } from "~/lib/copy";
import { formatDuration } from "~/lib/format";

/**
 * Every cookie the app sets (domain/site/cookies.ts), with its purpose, type and lifetime: the
 * cookie policy's table, so a cookie added to that list is documented in every language.
 */
export function CookieTable({ params }: { params: Record<string, unknown> }) {
  const { t, i18n } = useTranslation("legal");
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-start text-sm hyphens-auto [overflow-wrap:anywhere]">
        <caption className="sr-only">{t("cookieTable.caption", COPY)}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t("cookieTable.name")}
            </th>
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t("cookieTable.purpose")}
            </th>
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t("cookieTable.kind")}
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              {t("cookieTable.lifetime")}
            </th>
          </tr>
        </thead>
        <tbody>
          {SITE_COOKIES.map((cookie) => (
            <tr key={cookie.name} className="border-b align-top" data-cookie={cookie.name}>
              <th scope="row" className="py-3 pe-4 text-start font-mono font-normal" dir="ltr">
                {cookie.name}
              </th>
              <td className="py-3 pe-4 text-muted-foreground">
                {t(`cookies.${cookie.id}`, params)}
                {cookie.localSignInOnly ? (
                  <span className="mt-1 block text-xs">{t("cookieTable.localSignIn")}</span>
                ) : null}
              </td>
              <td className="py-3 pe-4 text-muted-foreground">{t(`cookieTable.${cookie.kind}`)}</td>
              <td className="py-3 text-muted-foreground">
                {formatDuration(i18n.language, cookie.lifetime)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
