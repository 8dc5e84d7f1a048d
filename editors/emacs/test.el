;;; test.el --- headless check of navlint-eglot.el, used by `make test'  -*- lexical-binding: t; -*-
;; emacs --batch -Q -l navlint-eglot.el -l test.el
;; Opens $NAVLINT_TEST_FILE with $NAVLINT as the server and waits for a NAV001 Flymake diagnostic.
;; Exits 0 when it appears, 1 otherwise.
(require 'cl-lib)
(require 'flymake)

(setq navlint-program (or (getenv "NAVLINT") "navlint"))
(setq eglot-sync-connect t)
(setq flymake-no-changes-timeout 0.1)

(defun navlint-test--nav001 ()
  (cl-find-if
   (lambda (diag)
     (let ((lsp (alist-get 'eglot-lsp-diag (flymake-diagnostic-data diag))))
       (or (equal (plist-get lsp :code) "NAV001")
           (string-match-p "NAV001" (flymake-diagnostic-text diag)))))
   (flymake-diagnostics)))

(let ((timeout (/ (string-to-number (or (getenv "NAVLINT_TEST_TIMEOUT_MS") "15000")) 1000.0))
      (start (float-time))
      found)
  (find-file (getenv "NAVLINT_TEST_FILE"))
  ;; No command loop in batch mode, so connect directly instead of waiting for `eglot-ensure'.
  (unless (eglot-current-server) (apply #'eglot (eglot--guess-contact)))
  (while (and (not found) (< (- (float-time) start) timeout))
    (accept-process-output nil 0.1)
    (when (and (bound-and-true-p flymake-mode) (not (flymake-running-backends))) (flymake-start))
    (setq found (navlint-test--nav001)))
  (if found
      (progn
        (princ (format "navlint-emacs: NAV001 at line %d: %s\n"
                       (line-number-at-pos (flymake-diagnostic-beg found))
                       (flymake-diagnostic-text found)))
        (kill-emacs 0))
    (princ (format "navlint-emacs: no NAV001 diagnostic; got %S\n" (flymake-diagnostics)))
    (kill-emacs 1)))
;;; test.el ends here
