/**
 * @tenace/components: the Tenace component kit. Bridge components draw what the engine decides;
 * every text comes from the kit's i18next catalogues (en, nl). `HandPlayer` runs the engine's
 * learner lesson: the learner's hand player.
 *
 * @example
 * import { BiddingBox, createKitI18n, tenaceTheme } from '@tenace/components';
 * <I18nextProvider i18n={createKitI18n('en')}>
 *   <div className={tenaceTheme}><BiddingBox dealer="N" calls={[]} onCall={…} /></div>
 * </I18nextProvider>
 */

export type { AccountMenuProps } from './AccountMenu/AccountMenu.js';
export { AccountMenu } from './AccountMenu/AccountMenu.js';
export type { AccountTabsProps } from './AccountTabs/AccountTabs.js';
export { AccountTabs } from './AccountTabs/AccountTabs.js';
export type { AccountTab } from './AccountTabs/account-tabs.js';
export { ACCOUNT_TAB_PATHS, ACCOUNT_TABS, visibleAccountTabs } from './AccountTabs/account-tabs.js';
export type { ActionButtonProps, ActionVariant } from './ActionButton/ActionButton.js';
export { ACTION_VARIANTS, ActionButton } from './ActionButton/ActionButton.js';
export type {
  AdminExternalLink,
  AdminHeaderProps,
  AdminNavigationItem,
  AdminSection,
} from './AdminHeader/AdminHeader.js';
export { ADMIN_SECTIONS, AdminHeader } from './AdminHeader/AdminHeader.js';
export type { AuctionBuilderProps } from './AuctionBuilder/AuctionBuilder.js';
export { AuctionBuilder } from './AuctionBuilder/AuctionBuilder.js';
export type { PlayOnlySettingsProps } from './AuctionBuilder/PlayOnlySettings.js';
export { PlayOnlySettings } from './AuctionBuilder/PlayOnlySettings.js';
export type { AuctionPopupProps } from './AuctionPopup/AuctionPopup.js';
export { AuctionPopup } from './AuctionPopup/AuctionPopup.js';
export type { AuctionTableProps } from './AuctionTable/AuctionTable.js';
export { AuctionTable } from './AuctionTable/AuctionTable.js';
export type { BiddingBoxProps } from './BiddingBox/BiddingBox.js';
export { BiddingBox } from './BiddingBox/BiddingBox.js';
export type { BreadcrumbsProps, Crumb } from './Breadcrumbs/Breadcrumbs.js';
export { Breadcrumbs } from './Breadcrumbs/Breadcrumbs.js';
export {
  CallText,
  CardText,
  ContractText,
  SingleCardText,
  SuitSymbol,
  SuitText,
} from './BridgeText/BridgeText.js';
export type { CardBackProps } from './CardBack/CardBack.js';
export { CardBack } from './CardBack/CardBack.js';
export type { CardFaceProps } from './CardFace/CardFace.js';
export { CardFace } from './CardFace/CardFace.js';
export type { CartBadgeProps } from './CartBadge/CartBadge.js';
export { CartBadge } from './CartBadge/CartBadge.js';
export type { CartContentsProps, CartLine } from './CartContents/CartContents.js';
export { CartContents } from './CartContents/CartContents.js';
export type {
  CheckboxFieldProps,
  CheckboxGroupFieldProps,
} from './CheckboxField/CheckboxField.js';
export { CheckboxField, CheckboxGroupField } from './CheckboxField/CheckboxField.js';
export type { ClearLaterStepsDialogProps } from './ClearLaterStepsDialog/ClearLaterStepsDialog.js';
export { ClearLaterStepsDialog } from './ClearLaterStepsDialog/ClearLaterStepsDialog.js';
export type { CollectionSetsEditorProps } from './CollectionSetsEditor/CollectionSetsEditor.js';
export { CollectionSetsEditor } from './CollectionSetsEditor/CollectionSetsEditor.js';
export type { CommentDialogProps } from './CommentDialog/CommentDialog.js';
export { CommentDialog } from './CommentDialog/CommentDialog.js';
export type { CommentTextProps } from './CommentText/CommentText.js';
export { CommentText } from './CommentText/CommentText.js';
export type { CompassProps } from './Compass/Compass.js';
export { Compass } from './Compass/Compass.js';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog.js';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog.js';
export type { ContactFormProps, ContactMessage } from './ContactForm/ContactForm.js';
export { ContactForm } from './ContactForm/ContactForm.js';
export type { ContractHeaderProps } from './ContractHeader/ContractHeader.js';
export { ContractHeader, VulnerabilityLabel } from './ContractHeader/ContractHeader.js';
export type { ContractLabelProps } from './ContractHeader/ContractLabel.js';
export { ContractLabel } from './ContractHeader/ContractLabel.js';
export type { LessonAuthor } from './Conversation/AuthorAvatar.js';
export { AuthorAvatar } from './Conversation/AuthorAvatar.js';
export type { ConversationProps } from './Conversation/Conversation.js';
export { Conversation } from './Conversation/Conversation.js';
export type { MessageBodyProps } from './Conversation/MessageBody.js';
export { MessageBody } from './Conversation/MessageBody.js';
export type { DataTableColumn, DataTableProps, DataTableState } from './DataTable/DataTable.js';
export { DataTable } from './DataTable/DataTable.js';
export type { DealDiagramProps } from './DealDiagram/DealDiagram.js';
export { DealDiagram } from './DealDiagram/DealDiagram.js';
export type { DealSettingsEdit, DealSettingsProps } from './DealSettings/DealSettings.js';
export { DealSettings } from './DealSettings/DealSettings.js';
export type { DeckPickerProps } from './DeckPicker/DeckPicker.js';
export { DeckPicker } from './DeckPicker/DeckPicker.js';
export type { DrawerProps, DrawerType } from './Drawer/Drawer.js';
export { DRAWER_TYPES, Drawer } from './Drawer/Drawer.js';
export type { DrawerMenuProps } from './DrawerMenu/DrawerMenu.js';
export { DrawerMenu } from './DrawerMenu/DrawerMenu.js';
export type {
  DuplicableProduct,
  DuplicateHandsDialogProps,
} from './DuplicateHandsDialog/DuplicateHandsDialog.js';
export { DuplicateHandsDialog } from './DuplicateHandsDialog/DuplicateHandsDialog.js';
export type { Deck, DeckOptions } from './deck/DeckProvider.js';
export { DeckProvider, PORTRAIT_MOBILE_QUERY, useDeck } from './deck/DeckProvider.js';
export type { CardFaceStyle } from './deck/face-styles.js';
export { automaticFaceStyle, CARD_FACE_STYLES, faceLettering } from './deck/face-styles.js';
export { sortHand, suitGroups } from './deck/hand-order.js';
export type { Lettering } from './deck/letters.js';
export { LETTERINGS, RANK_LETTERS, rankLetter } from './deck/letters.js';
export { SUIT_PATHS, SUIT_SYMBOLS } from './deck/suit-symbols.js';
export type { TablePosition } from './deck/table-positions.js';
export { AUCTION_COLUMNS, TABLE_POSITIONS, tablePosition } from './deck/table-positions.js';
export type { EditorFooterProps } from './EditorFooter/EditorFooter.js';
export { EditorFooter } from './EditorFooter/EditorFooter.js';
export type { EditorStepHeaderProps } from './EditorStepHeader/EditorStepHeader.js';
export { EditorStepHeader } from './EditorStepHeader/EditorStepHeader.js';
export type { EndOfHandPanelProps } from './EndOfHandPanel/EndOfHandPanel.js';
export { EndOfHandPanel } from './EndOfHandPanel/EndOfHandPanel.js';
export type { ErrorPanelProps } from './ErrorPanel/ErrorPanel.js';
export { ErrorPanel } from './ErrorPanel/ErrorPanel.js';
export type { FilterPanelProps } from './FilterPanel/FilterPanel.js';
export { FilterPanel } from './FilterPanel/FilterPanel.js';
export type {
  FilterGroup,
  FilterGroupTags,
  FilterSelection,
  FilterTag,
  PurchaseType,
} from './FilterPanel/filters.js';
export {
  FILTER_COLLAPSE_AT,
  FILTER_GROUPS,
  PURCHASE_TYPES,
  selectionTags,
  startsCollapsed,
} from './FilterPanel/filters.js';
export { LazyFilterPanel } from './FilterPanel/LazyFilterPanel.js';
export type { ForgottenPasswordFormProps } from './ForgottenPasswordForm/ForgottenPasswordForm.js';
export { ForgottenPasswordForm } from './ForgottenPasswordForm/ForgottenPasswordForm.js';
export type { FormDialogProps } from './FormDialog/FormDialog.js';
export { FormDialog } from './FormDialog/FormDialog.js';
export type { FormImageFieldProps } from './FormDialog/FormImageField.js';
export { FormImageField } from './FormDialog/FormImageField.js';
export type { FormLink, FormLinksFieldProps } from './FormDialog/FormLinksField.js';
export { FormLinksField } from './FormDialog/FormLinksField.js';
export type {
  FormSelectFieldProps,
  FormSelectOption,
} from './FormDialog/FormSelectField.js';
export { FormSelectField } from './FormDialog/FormSelectField.js';
export type { FormTextFieldProps } from './FormDialog/FormTextField.js';
export { FormTextField } from './FormDialog/FormTextField.js';
export type { FormAlertProps, FormError, ProblemTask } from './forms/FormAlert.js';
export { FormAlert } from './forms/FormAlert.js';
export type { PasswordFormFieldProps } from './forms/PasswordFormField.js';
export { PasswordFormField } from './forms/PasswordFormField.js';
export type { PersonField } from './forms/PersonFields.js';
export { PersonFields } from './forms/PersonFields.js';
export { useProblemMessage } from './forms/problem-message.js';
export type { SelectFormFieldProps, SelectOption } from './forms/SelectFormField.js';
export { SelectFormField } from './forms/SelectFormField.js';
export type { SubmitButtonProps } from './forms/SubmitButton.js';
export { SubmitButton } from './forms/SubmitButton.js';
export type { TextFormFieldProps } from './forms/TextFormField.js';
export { TextFormField } from './forms/TextFormField.js';
export type { FieldBinding, StoreForm } from './forms/use-store-form.js';
export { useStoreForm } from './forms/use-store-form.js';
export type { GiftDetails, GiftFormProps } from './GiftForm/GiftForm.js';
export { GiftForm } from './GiftForm/GiftForm.js';
export type { HandLayout, HandProps } from './Hand/Hand.js';
export { HAND_LAYOUTS, Hand } from './Hand/Hand.js';
export type { HandListProps, HandListRow } from './HandList/HandList.js';
export { HandList } from './HandList/HandList.js';
export type { HandPlayerProps, PlayerLayout } from './HandPlayer/HandPlayer.js';
export {
  COMPACT_BOX_MAX_WIDTH,
  COMPACT_FRAME_QUERY,
  COMPACT_PLAYER_QUERY,
  HandPlayer,
  PLAYER_LAYOUTS,
} from './HandPlayer/HandPlayer.js';
export type { LessonScheduler, ManualScheduler } from './HandPlayer/scheduler.js';
export {
  createManualScheduler,
  createScheduler,
  REAL_TIME_SCHEDULER,
} from './HandPlayer/scheduler.js';
export type { LessonProgress } from './HandPlayer/use-lesson.js';
export type {
  HistoryChange,
  HistoryEntry,
  HistoryPanelProps,
} from './HistoryPanel/HistoryPanel.js';
export { HistoryPanel } from './HistoryPanel/HistoryPanel.js';
export type { ImageUploadProps } from './ImageUpload/ImageUpload.js';
export { ImageUpload } from './ImageUpload/ImageUpload.js';
export type { Catalogue } from './i18n/catalogue.js';
export { en } from './i18n/en.js';
export type { Language } from './i18n/instance.js';
export { createKitI18n, KIT_TEXTS, LANGUAGES } from './i18n/instance.js';
export { nl } from './i18n/nl.js';
export type { StaffCatalogue } from './i18n/staff-en.js';
export { STAFF_NAMESPACE, STAFF_TEXTS } from './i18n/staff-texts.js';
export type { BridgeNames } from './i18n/use-bridge-names.js';
export { useBridgeNames } from './i18n/use-bridge-names.js';
export type { IconName, IconProps } from './icons/Icon.js';
export { Icon } from './icons/Icon.js';
export type { LanguageSelectorProps } from './LanguageSelector/LanguageSelector.js';
export { LanguageSelector } from './LanguageSelector/LanguageSelector.js';
export type { LoginDetails, LoginFormProps } from './LoginForm/LoginForm.js';
export { LoginForm } from './LoginForm/LoginForm.js';
export type { MobileMenuProps } from './MobileMenu/MobileMenu.js';
export { MobileMenu } from './MobileMenu/MobileMenu.js';
export { useMediaQuery } from './media/use-media-query.js';
export type { NewVersionBannerProps } from './NewVersionBanner/NewVersionBanner.js';
export { NewVersionBanner } from './NewVersionBanner/NewVersionBanner.js';
export type { NotFoundProps } from './NotFound/NotFound.js';
export { NotFound } from './NotFound/NotFound.js';
export type { OverlayPlacement, OverlayProps } from './Overlay/Overlay.js';
export { OVERLAY_PLACEMENTS, Overlay } from './Overlay/Overlay.js';
export type { PaginationProps, TablePageSize } from './Pagination/Pagination.js';
export { Pagination, TABLE_PAGE_SIZES } from './Pagination/Pagination.js';
export type { PbnConversionState, PbnUploadProps } from './PbnUpload/PbnUpload.js';
export { PbnUpload } from './PbnUpload/PbnUpload.js';
export type {
  PbnReportProblem,
  PbnReportUpload,
  PbnUploadReportProps,
} from './PbnUpload/PbnUploadReport.js';
export { PbnUploadReport } from './PbnUpload/PbnUploadReport.js';
export type {
  PersonalDetails,
  PersonalDetailsFormProps,
} from './PersonalDetailsForm/PersonalDetailsForm.js';
export { PersonalDetailsForm } from './PersonalDetailsForm/PersonalDetailsForm.js';
export type { PlayHeaderProps } from './PlayHeader/PlayHeader.js';
export { PlayHeader } from './PlayHeader/PlayHeader.js';
export type { PopupCardProps } from './PopupCard/PopupCard.js';
export { PopupCard } from './PopupCard/PopupCard.js';
export type { PreviewDialogProps } from './PreviewDialog/PreviewDialog.js';
export { PreviewDialog } from './PreviewDialog/PreviewDialog.js';
export type { PriceProps } from './Price/Price.js';
export { Price } from './Price/Price.js';
export type { ProductCardProps, ProductSummary } from './ProductCard/ProductCard.js';
export { ProductCard } from './ProductCard/ProductCard.js';
export { ProductCardSkeleton } from './ProductCard/ProductCardSkeleton.js';
export type { ProductListProps } from './ProductList/ProductList.js';
export { ProductList } from './ProductList/ProductList.js';
export { SEARCH_PLACEHOLDER_ROWS, searchPlaceholderCount } from './ProductList/placeholders.js';
export type { RegisterFormProps, RegistrationDetails } from './RegisterForm/RegisterForm.js';
export { RegisterForm } from './RegisterForm/RegisterForm.js';
export type {
  MoveDirection,
  ReorderableItem,
  ReorderableListProps,
} from './ReorderableList/ReorderableList.js';
export { ReorderableList } from './ReorderableList/ReorderableList.js';
export type { ResetPasswordFormProps } from './ResetPasswordForm/ResetPasswordForm.js';
export { ResetPasswordForm } from './ResetPasswordForm/ResetPasswordForm.js';
export type { RichTextEditorProps } from './RichTextEditor/RichTextEditor.js';
export { RichTextEditor } from './RichTextEditor/RichTextEditor.js';
export {
  isLandscapePhone,
  LANDSCAPE_OVERLAY_MAX_WIDTH,
  useLandscapePhone,
} from './RotateOverlay/landscape-phone.js';
export type { RotateOverlayProps } from './RotateOverlay/RotateOverlay.js';
export { RotateOverlay } from './RotateOverlay/RotateOverlay.js';
export type { SearchBoxProps } from './SearchBox/SearchBox.js';
export { SearchBox } from './SearchBox/SearchBox.js';
export { sanitiseSearchTerm } from './SearchBox/search-term.js';
export type { SearchNoResultsProps, SuggestedTagGroup } from './SearchNoResults/SearchNoResults.js';
export {
  SearchNoResults,
  SUGGESTED_TAG_GROUPS,
  tagSearchPath,
} from './SearchNoResults/SearchNoResults.js';
export type { SearchPickerOption, SearchPickerProps } from './SearchPicker/SearchPicker.js';
export { SearchPicker } from './SearchPicker/SearchPicker.js';
export type { SearchResultsHeadingProps } from './SearchResultsHeading/SearchResultsHeading.js';
export { SearchResultsHeading } from './SearchResultsHeading/SearchResultsHeading.js';
export { SessionExpired } from './SessionExpired/SessionExpired.js';
export type { SnackbarProps, SnackbarVariant } from './Snackbar/Snackbar.js';
export { SNACKBAR_AUTO_HIDE_MS, SNACKBAR_VARIANTS, Snackbar } from './Snackbar/Snackbar.js';
export { LazySortControl } from './SortControl/LazySortControl.js';
export type { SortControlProps } from './SortControl/SortControl.js';
export { SortControl } from './SortControl/SortControl.js';
export type { SearchOrder, SortKey } from './SortControl/sorts.js';
export {
  DEFAULT_SEARCH_SORT,
  productListSorts,
  SEARCH_SORTS,
  SORT_KEYS,
  searchOrder,
} from './SortControl/sorts.js';
export type { StatePanelProps } from './StatePanel/StatePanel.js';
export { StatePanel } from './StatePanel/StatePanel.js';
export type { StoreFooterProps } from './StoreFooter/StoreFooter.js';
export { StoreFooter } from './StoreFooter/StoreFooter.js';
export type { HeaderTabsProps } from './StoreHeader/HeaderTabs.js';
export { HeaderTabs } from './StoreHeader/HeaderTabs.js';
export type { HeaderTab } from './StoreHeader/header-tabs.js';
export { HEADER_TAB_PATHS, HEADER_TABS, visibleTabs } from './StoreHeader/header-tabs.js';
export type { StoreHeaderProps } from './StoreHeader/StoreHeader.js';
export { StoreHeader } from './StoreHeader/StoreHeader.js';
export { catalogueLanguage } from './store/locale.js';
export type { StorePath } from './store/paths.js';
export { STORE_PATHS } from './store/paths.js';
export type { StoreUser } from './store/user.js';
export { whenIdle } from './store/when-idle.js';
export { visuallyHidden } from './styles/visually-hidden.css.js';
export type { TableSearchProps } from './TableSearch/TableSearch.js';
export { TABLE_SEARCH_MAX_LENGTH, TableSearch } from './TableSearch/TableSearch.js';
export type { TermsConsentProps } from './TermsConsent/TermsConsent.js';
export { TermsConsent } from './TermsConsent/TermsConsent.js';
export type { TrickAreaProps } from './TrickArea/TrickArea.js';
export { TrickArea } from './TrickArea/TrickArea.js';
export { vars } from './theme/contract.css.js';
export { tenaceTheme } from './theme/theme.css.js';
