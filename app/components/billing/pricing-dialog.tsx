import type { BillingPeriod, Tier } from "@domain/plans";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from "react";

const PricingDialog = lazy(() => import("./pricing-dialog-content"));

const PricingContext = createContext<{ open(): void }>({ open: () => {} });

/** Opens the pricing dialog from anywhere in the workspace (Upgrade button, limit reached). */
export function usePricingDialog() {
  return useContext(PricingContext);
}

/**
 * The three paid plans from the plan catalogue (spec section 2, "Pricing dialog"), billed monthly
 * or annually; each button starts that plan's checkout. `initial` opens it at once (a visitor who
 * chose a plan on the landing page and has just signed in).
 */
export function PricingDialogProvider({
  children,
  currentTier,
  currentPeriod,
  initial,
}: {
  children: ReactNode;
  currentTier: Tier | "admin";
  currentPeriod: BillingPeriod | null;
  initial: { open: boolean; period: BillingPeriod };
}) {
  const [open, setOpen] = useState(initial.open);
  // Loaded and mounted at its first opening, and kept from then on (it closes with its animation).
  const [shown, setShown] = useState(initial.open);
  const [period, setPeriod] = useState<BillingPeriod>(initial.period);
  const value = useMemo(
    () => ({
      open: () => {
        setShown(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <PricingContext.Provider value={value}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <PricingDialog
            open={open}
            onOpenChange={setOpen}
            period={period}
            onPeriodChange={setPeriod}
            currentTier={currentTier}
            currentPeriod={currentPeriod}
          />
        </Suspense>
      ) : null}
    </PricingContext.Provider>
  );
}
