/*
 * 增值税 of a 资管产品 for a month, by the simplified method (财税〔2017〕56号): 3% of the
 * taxable income, tax included, so VAT = income × 3 / 103. Taxable: interest on bonds (deposit
 * interest is not taxed) and the 转让差价 of financial products, whose negative differences
 * carry forward to later months of the same year only. Surcharges: 城市维护建设税 7%,
 * 教育费附加 3%, 地方教育附加 2% of the VAT. Whole cents, rounded half up.
 */
export interface VatFigures {
  interestIncome: number
  transferGain: number
  /** ≤ 0: the year's negative differences carried in. */
  carriedLoss: number
  taxableIncome: number
  netSales: number
  vat: number
  cityTax: number
  educationSurcharge: number
  localEducation: number
  surcharges: number
  totalTax: number
}

export function vatOfMonth(interest: number, gain: number, carriedLoss: number): VatFigures {
  const taxableIncome = interest + Math.max(0, gain + carriedLoss)
  const vat = Math.round((taxableIncome * 3) / 103)
  const cityTax = Math.round(vat * 0.07)
  const educationSurcharge = Math.round(vat * 0.03)
  const localEducation = Math.round(vat * 0.02)
  const surcharges = cityTax + educationSurcharge + localEducation
  return {
    interestIncome: interest,
    transferGain: gain,
    carriedLoss,
    taxableIncome,
    netSales: taxableIncome - vat,
    vat,
    cityTax,
    educationSurcharge,
    localEducation,
    surcharges,
    totalTax: vat + surcharges,
  }
}
