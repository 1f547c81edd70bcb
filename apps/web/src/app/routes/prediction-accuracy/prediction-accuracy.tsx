import { AccuracyPage } from "../../../features/predictions/components/accuracy-page";

export function Component() {
  return <AccuracyPage />;
}
