import { type ApiError, readAnswer } from "@domain/api/errors";
import { type IdeaRun, ideaRunResponseSchema } from "@domain/api/ideas";
import type { IdeaRequest } from "@domain/ideas";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, useFetcher, useRevalidator } from "react-router";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { toast } from "~/components/ui/toaster";
import { useMessageText } from "~/lib/use-message-text";

/** How often a running set's progress is read. */
const POLL_MS = 800;

const active = (run: IdeaRun | null) => run?.status === "queued" || run?.status === "running";

/**
 * Starts an idea set (POST /api/ideas through a fetcher) and follows it to its end by reading the
 * run's stored phase and percent: the job runs on the server, so a closed tab loses nothing and a
 * reopened Ideas tab picks up the latest set where it is. Refusals say what the spec says
 * (Daily Limit Reached, Insufficient Credits: with the pricing dialog), a failed set says so.
 */
export function useIdeaRun(latest: IdeaRun | null) {
  const { t } = useTranslation("ideas");
  const { text, problemText } = useMessageText();
  const pricing = usePricingDialog();
  const revalidator = useRevalidator();
  const starter = useFetcher();
  const poller = useFetcher();
  const [run, setRun] = useState<IdeaRun | null>(latest);

  // The loader's latest set wins when it is another set or a later state of this one.
  useEffect(() => {
    if (latest)
      setRun((current) => (current?.id === latest.id && active(latest) ? current : latest));
  }, [latest]);

  const refused = (error: ApiError) => {
    if (error.code === "INTERNAL") {
      toast.error(t("errors.errorTitle"), { description: t("errors.unexpected") });
      return;
    }
    const { title, message } = problemText(error);
    toast.error(title ?? t("errors.errorTitle"), { description: message });
    if (error.code === "DAILY_LIMIT" || error.code === "INSUFFICIENT_CREDITS") pricing.open();
  };
  const refusedRef = useRef(refused);
  refusedRef.current = refused;

  // The start's answer, once per answer: the fetcher shows its last answer again when it next
  // goes idle, which must not bring back an older set.
  const startAnswer = starter.state === "idle" ? starter.data : undefined;
  const handledStart = useRef<unknown>(undefined);
  useEffect(() => {
    if (startAnswer === undefined || handledStart.current === startAnswer) return;
    handledStart.current = startAnswer;
    const answer = readAnswer(ideaRunResponseSchema, startAnswer);
    if (answer.ok) setRun(answer.value.run);
    else refusedRef.current(answer.error);
  }, [startAnswer]);

  // Each progress read replaces the run it is about. (The router reads a fetcher's URL again
  // after every action, so an older set's read can arrive once a newer set has started.)
  useEffect(() => {
    if (poller.data === undefined) return;
    const answer = readAnswer(ideaRunResponseSchema, poller.data);
    if (!answer.ok) return;
    const read = answer.value.run;
    setRun((current) => (current?.id === read.id ? read : current));
  }, [poller.data]);

  // While the set runs, read it again shortly.
  const pollRef = useRef(poller.load);
  pollRef.current = poller.load;
  useEffect(() => {
    if (!run || !active(run) || poller.state !== "idle") return;
    const timer = setTimeout(
      () => void pollRef.current(href("/api/ideas/runs/:id", { id: run.id })),
      POLL_MS,
    );
    return () => clearTimeout(timer);
  }, [run, poller.state]);

  // The set this screen saw running: its end is announced (an old finished set's is not).
  const followed = useRef<string | null>(null);
  if (run && active(run)) followed.current = run.id;

  // Once per finished set: a failure is said, and the usage box and free count are read again.
  const latestRefs = useRef({ revalidator, t, text });
  latestRefs.current = { revalidator, t, text };
  useEffect(() => {
    if (!run || active(run) || followed.current !== run.id) return;
    followed.current = null;
    const { revalidator, t, text } = latestRefs.current;
    if (run.status === "failed") {
      toast.error(t("errors.errorTitle"), {
        description: text(run.error ?? "ideas:errors.failed"),
      });
    }
    revalidator.revalidate();
  }, [run]);

  const start = (request: IdeaRequest) => {
    starter.submit(request, {
      method: "POST",
      action: href("/api/ideas"),
      encType: "application/json",
    });
  };

  const busy = starter.state !== "idle" || active(run);
  return { run, start, busy };
}
