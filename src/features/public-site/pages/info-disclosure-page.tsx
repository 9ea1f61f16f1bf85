import { Fragment } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { DISCLOSURE_SECTIONS } from '@/config/public-nav'
import type { DisclosureCategory } from '@contract/api/public-site'
import { DisclosureDetail } from '../components/disclosure-detail'
import { DisclosureList } from '../components/disclosure-list'
import { PublicPage } from '../components/public-page'

const FIRST = DISCLOSURE_SECTIONS[0]?.path ?? '/public-funds'

/**
 * 信息披露: /public-funds, /bank-financing and /notice-release (lists, and {list}/{id} for
 * one disclosure); /info-disclosure opens the first list.
 */
export default function InfoDisclosurePage() {
  return (
    <PublicPage
      title="信息披露"
      lead="本公司作为托管人依法披露的公募基金、银行理财产品相关报告与公告，以及本公司发布的业务公告。"
      sections={DISCLOSURE_SECTIONS}
    >
      <Routes>
        {DISCLOSURE_SECTIONS.map(({ path, label }) => {
          const category = path.slice(1) as DisclosureCategory
          return (
            <Fragment key={path}>
              <Route
                path={category}
                element={<DisclosureList key={category} category={category} label={label} />}
              />
              <Route
                path={`${category}/:id`}
                element={<DisclosureDetail listPath={path} label={label} />}
              />
            </Fragment>
          )
        })}
        <Route path="*" element={<Navigate to={FIRST} replace />} />
      </Routes>
    </PublicPage>
  )
}
