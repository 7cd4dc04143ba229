import { APP_NAME } from "@domain/app";
import { PenLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Sidebar, SidebarContent, SidebarFooter, SidebarHeader } from "~/components/ui/sidebar";
import {
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from "~/components/ui/sidebar-menu";
import { useSidebar } from "~/components/ui/sidebar-provider";
import { ADMIN_TABS, type TabId, tabHref, USER_TABS } from "./tabs";
import { UsageBox, type UsageSummary } from "./usage-box";

type Props = { active: TabId; isAdmin: boolean; usage: UsageSummary };

function Item({
  id,
  icon: Icon,
  active,
}: {
  id: TabId;
  icon: (typeof USER_TABS)[number]["icon"];
  active: boolean;
}) {
  const { t } = useTranslation("account");
  const label = t(`shell.tabs.${id}`);
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={label}>
        <Link
          to={tabHref(id)}
          aria-current={active ? "page" : undefined}
          // On a narrow screen the sheet covers the page: choosing a tab closes it.
          onClick={() => isMobile && setOpenMobile(false)}
        >
          <Icon aria-hidden />
          <span>{label}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

/** The workspace's sidebar: the user's tabs, the admin group for admins, and the usage box. */
export function DashboardSidebar({ active, isAdmin, usage }: Props) {
  const { t } = useTranslation("account");
  return (
    <Sidebar collapsible="icon">
      <SidebarHeader>
        <Link to="/" className="flex items-center gap-2 px-2 py-1 font-semibold">
          <PenLine aria-hidden className="size-5 shrink-0 text-primary" />
          <span className="truncate">{APP_NAME}</span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={t("shell.navigation")}>
          <SidebarGroup>
            <SidebarMenu>
              {USER_TABS.map((tab) => (
                <Item key={tab.id} id={tab.id} icon={tab.icon} active={active === tab.id} />
              ))}
            </SidebarMenu>
          </SidebarGroup>
          {isAdmin ? (
            <SidebarGroup>
              <SidebarGroupLabel>{t("shell.adminGroup")}</SidebarGroupLabel>
              <SidebarMenu>
                {ADMIN_TABS.map((tab) => (
                  <Item key={tab.id} id={tab.id} icon={tab.icon} active={active === tab.id} />
                ))}
              </SidebarMenu>
            </SidebarGroup>
          ) : null}
        </nav>
      </SidebarContent>
      <SidebarFooter className="group-data-[collapsible=icon]:hidden">
        <UsageBox usage={usage} />
      </SidebarFooter>
    </Sidebar>
  );
}
