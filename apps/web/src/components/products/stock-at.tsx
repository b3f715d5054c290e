import { useTranslation } from "react-i18next";
import { UserSentence } from "../ui/user-text";

type Stock = { locationName: string; available: number; onHand: number };

/** "Berlin: 9 available of 12": the warehouse's name is the operator's, marked as user text. */
export function StockAt({ stock }: { stock: Stock }) {
  const { t } = useTranslation("products");
  return (
    <UserSentence values={{ location: stock.locationName }}>
      {(marks) => t("products.stockAt", { ...marks, available: stock.available, onHand: stock.onHand })}
    </UserSentence>
  );
}
