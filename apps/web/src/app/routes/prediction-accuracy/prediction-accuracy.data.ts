import type { QueryClient } from "@tanstack/react-query";
import { predictionAccuracyQueryOptions } from "../../../features/predictions/api/get-prediction-accuracy";

export const load = (queryClient: QueryClient) => [
  queryClient.prefetchQuery(predictionAccuracyQueryOptions()),
];

export const head = () => ({
  title: "예측 정확도 | 내한",
  description: "공연 전에 보여 준 예상 셋리스트를 실제로 연주된 곡과 비교한 결과",
});
